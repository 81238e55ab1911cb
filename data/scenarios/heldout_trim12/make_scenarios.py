"""Write the twelfth held-out TRIM scenarios (issue 14, session 7, blind set) from a compact form: each turn
sets/deletes gold paths; check turns carry the facts an answer must state (every set slot of the tasks asked about)."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (session 7, blind set h12) by a writer who did not see the rules or the classifier (only "
       "the scorer, compact.py and the h11 format), before any classifier ran on it; ten conversations in domains used "
       "nowhere else; never to be edited after the first run.")
_sc = writer(sys.argv[1], 'held_out', SRC)

WORDS = {1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', 10: 'ten',
         11: 'eleven', 12: 'twelve'}
def uniq(xs): return list(dict.fromkeys(xs))
def sfx(n): return 'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')
def nth(n, wd=None, mon=None, more=()):
    "Spellings of a day of the month (with its weekday and month when they were said)."
    o = f'{n}{sfx(n)}'
    v = [f'the {o}', o, f'on the {o}']
    if wd: v += [f'{wd} the {o}', f'{wd} {o}', f'{wd[:3]} {o}', f'{wd} {n}', f'on {wd} the {o}', f'{wd}, the {o}',
                 f'{wd[:3]} the {o}', f'{wd} {o}']
    if mon: v += [f'{n} {mon}', f'{o} {mon}', f'{mon} {n}', f'{mon} {o}', f'the {o} of {mon}', f'{o} of {mon}',
                  f'{n} {mon[:3]}', f'{mon[:3]} {n}', f'{o} {mon[:3]}']
    if wd and mon: v += [f'{wd} {n} {mon}', f'{wd} {o} {mon}', f'{wd}, {n} {mon}', f'{wd} the {o} of {mon}',
                         f'{wd[:3]} {n} {mon[:3]}', f'{wd[:3]} {o} {mon}']
    return uniq(v + list(more))
def clock(h, m=0, ap='pm', more=()):
    "Spellings of a time of day."
    h24, w, mm = (h + 12 if ap == 'pm' and h != 12 else h), WORDS[h], f'{m:02d}'
    if m == 0:
        v = [f'{h}', f'{h}{ap}', f'{h} {ap}', f'{h}:00', f'{h}.00', f'{h}:00{ap}', f'{h}.00{ap}', f'{h}:00 {ap}',
             f'{h}.00 {ap}', f'{h24:02d}:00', f'{h24}:00', f"{h} o'clock", f'at {h}', f'at {h}{ap}', w, f"{w} o'clock",
             f'{h} {"in the morning" if ap == "am" else "in the afternoon"}']
    else:
        v = [f'{h}:{mm}', f'{h}.{mm}', f'{h}:{mm}{ap}', f'{h}.{mm}{ap}', f'{h}:{mm} {ap}', f'{h}.{mm} {ap}',
             f'{h24:02d}:{mm}', f'{h24}:{mm}', f'at {h}:{mm}', f'at {h}.{mm}', f'at {h}:{mm}{ap}']
        nw = WORDS[h % 12 + 1]
        v += {15: [f'quarter past {w}', f'quarter past {h}', f'a quarter past {w}'],
              30: [f'half past {w}', f'half past {h}', f'half {w}', f'half {h}'],
              45: [f'quarter to {nw}', f'quarter to {h % 12 + 1}', f'a quarter to {nw}'],
              20: [f'twenty past {w}', f'twenty past {h}', f'20 past {h}'],
              40: [f'twenty to {nw}', f'twenty to {h % 12 + 1}', f'20 to {h % 12 + 1}']}.get(m, [])
    return uniq(v + list(more))
def gbp(n, *more):
    v = [f'£{n}', str(n), f'{n} pounds', f'{n} quid'] + ([f'£{n}.00'] if isinstance(n, int) else [])
    return uniq(v + list(more))

def check(*roots): return {'_facts': roots}
def sc(name, title, desc, turns):
    "Write a scenario; a turn whose extra is check(root, ...) gets as facts every set slot of those roots."
    st, out = {}, []
    for t in turns:
        ch, extra = {k: (uniq(v) if isinstance(v, list) else v) for k, v in t[2].items()}, dict(t[3]) if len(t) > 3 else {}
        for k, v in ch.items():
            if v == 'DEL': st.pop(k)
            else: st[k] = v
        if '_facts' in extra:
            roots = extra.pop('_facts')
            extra['facts'] = [f'{k}=' + '|'.join(v if isinstance(v, list) else [v]) for k, v in st.items()
                              if '/' in k and not k.startswith('?') and k.split('/')[0] in roots and v is not None]
        out.append((t[0], t[1], ch, extra))
    _sc(name, title, desc, out)

# 1 ----------------------------------------------------------------------------------------------------------------
S = ('sewing machine|sewing machine service|service sewing machine|service the sewing machine|sewing machine repair|'
     'machine service|Singer|Singer service|the Singer|my Singer|Singer sewing machine|service the Singer|Singer repair|'
     'sewing machine servicing|sewing machine fix|fix sewing machine|fix the sewing machine|repair sewing machine|'
     'get sewing machine serviced|sewing machine overhaul|machine repair|machine|service|servicing|Bobbins|'
     'Bobbins service|sewing machine drop-off|drop off sewing machine|Singer overhaul|old Singer|old Singer service|'
     'service the machine|machine servicing|get the Singer serviced|Singer servicing|sewing machine service at Bobbins')
SD = (f'{S}/drop-off|drop off|dropoff|drop-off date|drop off date|drop-off day|drop off day|when|date|day|hand in|'
      'take it in|take in|drop-off time|drop off when|bring in|bring it in|taking it in|drop|drop it off|dropping off|'
      'drop-off slot|handover')
SAT = ['Saturday morning', 'Saturday', 'Sat morning', 'Saturday am', 'on Saturday morning', 'Sat am',
       'this Saturday morning', 'Saturday morning drop-off', 'Saturday a.m.']
Q = ("quilt|cot quilt|baby quilt|make a quilt|make quilt|quilt for the baby|quilt for baby|sister's quilt|"
     "quilt for my sister|cot quilt for the baby|make the cot quilt|make a cot quilt|sew quilt|sew a quilt|quilting|"
     "quilt project|baby quilt for sister|patchwork quilt|quilt fabric|fabric|fabric for quilt|fabric for the quilt|"
     "buy fabric|quilt making|making a quilt|baby gift|gift for the baby|present for the baby|cot quilt project|"
     "sister's baby quilt|quilt for sister's baby|quilt for my sister's baby|cot quilt fabric|gingham quilt")
QF = (f'{Q}/fabric|fabrics|material|materials|what to buy|shopping list|buy|need|needed|fabric list|what fabric|'
      'fabric needed|cloth|fabric to buy|amounts|quantity|quantities|metres|how much fabric|list|items|things to buy|'
      'supplies|fabric quantities|fabric amounts|materials needed|fabric order|order')
def fabric(g, w=2):
    "Spellings of g metres of the yellow gingham and w of plain white."
    out = []
    for a in (str(g), WORDS[g]):
        for b in (str(w), WORDS[w]):
            out += [f'{a} metres of yellow gingham and {b} of plain white',
                    f'{a} metres of the yellow gingham and {b} of plain white',
                    f'{a} metres yellow gingham, {b} metres plain white',
                    f'{a} metres of yellow gingham, {b} metres of plain white',
                    f'{a} metres of yellow gingham and {b} metres of plain white',
                    f'{a} metres of the yellow gingham and {b} metres of plain white']
    return out + [f'{g}m yellow gingham, {w}m plain white', f'{g}m yellow gingham and {w}m plain white',
                  f'{g} m yellow gingham, {w} m plain white', f'yellow gingham {g}m, plain white {w}m',
                  f'{g}m of yellow gingham, {w}m of plain white', f'yellow gingham ({g}m), plain white ({w}m)',
                  f'yellow gingham: {g}m, plain white: {w}m', f'{g}m gingham (yellow), {w}m plain white',
                  f'{g}m yellow gingham; {w}m plain white', f'{g} metres of yellow gingham; {w} metres of plain white',
                  f'{g}m yellow gingham + {w}m plain white', f'{g} meters yellow gingham, {w} meters plain white',
                  f'{g} m of yellow gingham and {w} m of plain white', f'yellow gingham x {g}m, plain white x {w}m',
                  f'{g}m yellow gingham, {w}m white', f'{g} metres yellow gingham, {w} metres white',
                  f'{g}m of the yellow gingham and {w}m of plain white', f'{g}m yellow gingham & {w}m plain white',
                  f'yellow gingham {g} metres, plain white {w} metres', f'{g}m yellow gingham, {w}m plain white fabric']
sc('h12_sewing', 'Held-out 12 (issue 14): a sewing machine service and a cot quilt', 'A first-person opener that '
   'diagnoses ("skipping stitches", "overdue a service") and asks nothing, a repair shop in a "there\'s a little '
   'place ... called" clause, a price as a verbless fragment with what it covers, a drop-off day and a turnaround '
   'joined by "and they keep it", a second task begun "Meanwhile" with a due month in a copular clause, fabric '
   'amounts as an elliptical pair ("three metres of ... and two of ..."), a shop and a unit price referring to the '
   'fabric by "it", a day moved with the pronoun "move it to", a check on the second task, an amount corrected with '
   '"actually make that", a turn with nothing to record, a check over both.', [
 ("My old Singer's been skipping stitches for weeks — I reckon it's overdue a proper service.", ['new'],
  {S: None,
   f'?{S}/problem|fault|issue|symptom|reason|why|what\'s wrong|notes|note|symptoms|complaint':
   ['skipping stitches', 'skipping stitches for weeks', 'skips stitches', 'skipped stitches', 'overdue a service',
    'overdue a proper service', 'skipping stitches, overdue a service'],
   f'?{S}/make|model|brand|which machine|machine make|machine model': ['Singer', 'old Singer', 'my old Singer',
                                                                         'Singer sewing machine']}),
 ("There's a little place in Bexley called Bobbins that does them.", ['new'],
  {f'{S}/shop|where|repairer|who|place|repair shop|company|business|service shop|provider|workshop|taking it to|'
   'with|by|service at|serviced by|shop name|engineer|mechanic|repair place|servicer|where to take it|location|'
   'service centre|store|repair|repairs|to': ['Bobbins', 'Bobbins in Bexley', 'Bobbins, Bexley', 'Bobbins (Bexley)',
                                             'Bobbins of Bexley', 'at Bobbins', 'Bobbins in Bexley',
                                             'Bobbins, in Bexley', 'Bobbins at Bexley'],
   f'?{S}/town|area|based in|located in|locality|shop town|shop area': ['Bexley', 'in Bexley']}),
 ("£45 for a basic clean and service.", ['new'],
  {f'{S}/price|cost|fee|charge|how much|service price|service cost|quote|service fee|price of service|'
   'cost of service|total|amount|service charge|rate|basic service price|basic price':
   gbp(45, '£45 for a basic clean and service', '£45 basic service', '£45 for a basic service',
       '£45 (basic clean and service)', '£45 basic', 'basic service £45', '£45 basic clean and service',
       '£45 for basic clean and service', '£45 (basic service)', '£45 for the basic service'),
   f'?{S}/service type|type|package|what|level|job|work|service level|which service|service needed|work needed':
   ['basic clean and service', 'basic service', 'basic', 'clean and service', 'a basic clean and service',
    'basic clean & service', 'clean & service']}),
 ("Drop-off Saturday morning, and they keep it about a week.", ['new'],
  {SD: SAT,
   f'{S}/turnaround|how long|duration|time needed|takes|keep it|turnaround time|time|length|wait|ready|ready in|'
   'back in|return|collection|collect|ready when|back|keep|kept for|keeping|they keep it|time taken|service time|'
   'lead time|away for|pick up|pickup': ['about a week', 'a week', '1 week', 'one week', 'around a week', '~1 week',
                                         'roughly a week', 'about 1 week', 'a week or so', 'about one week',
                                         'approx a week', 'approx. 1 week', 'approximately a week', '7 days',
                                         'about 7 days', 'they keep it about a week', 'keep it about a week']}),
 ("Meanwhile I've promised my sister a cot quilt for the baby — she's due in June.", ['new'],
  {Q: None,
   f'{Q}/deadline|by|due|when|needed by|by when|date|finish by|done by|ready by|due date|target|complete by|'
   'baby due|due in|for when|timeframe|finish|make by|baby due date|baby\'s due date|in time for|before':
   ['June', 'by June', 'before June', 'in June', 'June (baby due)', 'baby due in June', 'for June',
    'before the baby arrives in June', 'before the baby (due June)', 'by June (baby due)', 'June (due date)',
    'by the due date in June', 'baby due June'],
   f'?{Q}/for|who|recipient|for whom|gift for|whose|present for': ['my sister', 'sister', "my sister's baby",
                                                                   "sister's baby", 'the baby', 'baby',
                                                                   'for my sister', 'for the baby',
                                                                   "my sister's new baby", 'sister (for the baby)'],
   f'?{Q}/type|kind|size|style|quilt type|quilt size': ['cot quilt', 'cot', 'cot size', 'baby quilt', 'cot-size']}),
 ("Three metres of the yellow gingham and two of plain white.", ['new'], {QF: fabric(3)}),
 ("Fabricland have it at £7 a metre.", ['new'],
  {f'{Q}/shop|where|from|store|retailer|supplier|buy from|where to buy|seller|source|vendor|fabric shop|buy where|'
   'purchase from|stockist|shop name|fabric from|fabric supplier|buy at': ['Fabricland', 'from Fabricland',
                                                                          'at Fabricland', 'Fabric Land'],
   f'{Q}/price|cost|price per metre|per metre|cost per metre|how much|rate|fabric price|unit price|price a metre|'
   'fabric cost|gingham price|price per meter|cost per meter|price of gingham|cost of fabric|gingham cost|'
   'price per m|metre price': gbp(7, '£7 a metre', '£7 per metre', '£7 a metre (gingham)', '£7 per metre (gingham)',
                                  '7 a metre', '£7 per meter', '£7 a meter', '£7 per m', '7 per metre',
                                  '£7 a metre at Fabricland', '£7 per metre at Fabricland', 'gingham £7 a metre',
                                  '£7/metre', '£7/m')}),
 ("Can't do Saturday now — move it to Friday after work.", ['update'],
  {SD: ['Friday after work', 'Friday', 'Friday evening', 'after work Friday', 'Friday after work drop-off',
        'Fri after work', 'on Friday after work', 'Friday, after work', 'Friday evening after work', 'Fri evening',
        'Friday pm', 'this Friday after work', 'after work on Friday', 'Friday (after work)']}),
 ("Where am I up to with the quilt?", ['check'], {}, check(Q)),
 ("Actually make that four metres of the gingham.", ['update'], {QF: fabric(4)}),
 ("The sewing room looks like a bomb's hit it, honestly.", [], {}),
 ("Run through the machine and the quilt for me.", ['check'], {}, check(S, Q)),
])

# 2 ----------------------------------------------------------------------------------------------------------------
P = ("passport|Ellie's passport|Ellie passport|renew passport|passport renewal|renew Ellie's passport|"
     "renewing Ellie's passport|child passport|child's passport|passport for Ellie|Ellie's passport renewal|"
     "new passport|kids passport|passport application|passport renewal for Ellie|renew the passport|renewing passport|"
     "get Ellie a passport|Ellie's new passport|daughter's passport|passport renewal application|"
     "child passport renewal|renew Ellie passport|HMPO|passport form|Ellie|renew her passport|her passport|"
     "Ellie's passport application|passport renewal (Ellie)|renewing the passport|passport for my daughter")
PF = (f'{P}/fee|cost|price|how much|charge|application fee|renewal fee|passport fee|amount|total|rate|child rate|'
      'passport cost|price online|online fee|online price|fees|passport price|renewal cost|application cost')
PH = (f'{P}/photos|photo|photographs|passport photos|pictures|picture|where to get photos|photo booth|photos from|'
      'photo place|photo where|passport photo|get photos|photo source|photos where|photo from|photos at|photo shop|'
      'passport pictures|photo location')
PC = (f'{P}/countersignatory|countersignature|countersign|countersigner|countersigned by|signatory|who countersigns|'
      'referee|counter-signatory|counter signature|counter-signature|countersigning|signer|sign|signed by|who signs|'
      'witness|counter-signer|countersignee|who signs it|signature|sign off|signed off by')
G = ("GHIC|GHICs|GHIC cards|GHIC card|health card|health cards|EHIC|EHICs|EHIC cards|Global Health Insurance Card|"
     "Global Health Insurance Cards|kids GHIC|kids' GHICs|kids GHICs|children's GHICs|GHIC renewal|renew GHIC|"
     "renew GHICs|GHIC application|GHIC applications|apply for GHIC|apply for GHICs|new GHICs|new GHIC|"
     "GHICs for the kids|GHIC for kids|GHIC for the kids|European health card|health insurance card|"
     "health insurance cards|replace GHICs|renew the GHICs|kids health cards|GHIC renewals|GHICs for Ellie and Sam|"
     "Ellie and Sam's GHICs|new GHIC cards|kids' health cards|GHIC cards for the kids|renew GHIC cards")
sc('h12_passport', 'Held-out 12 (issue 14): a child\'s passport renewal and the children\'s GHICs', 'A subject-first '
   'opener with the expiry in "runs out in" and "needs renewing", an age and a fee in one turn with "so it\'s the '
   'child rate" and a condition ("if I do it online"), photos as a verbless fragment, a countersignatory in a '
   '"For the ..., I\'m asking" clause, a deadline from a travel date ("We\'re away on"), a second task begun with '
   '"too" naming the first task\'s child and a sibling, a cost and a site in a copular clause with a warning, a '
   'person replaced because of a reason ("off on maternity leave, so ... instead"), a check on the second task, a '
   'turn with nothing to record, a place replaced with "Forget the booth" plus a new price (new and update), a check '
   'over both.', [
 ("Ellie's passport runs out in August, so that needs renewing.", ['new'],
  {P: None,
   f'{P}/expiry|expires|expiry date|runs out|expiring|expires in|valid until|current expiry|end date|run out|'
   'passport expiry|old passport expires|runs out in|valid till|expiry month|current passport expires|expires on':
   ['August', 'in August', 'August expiry', 'expires August', 'runs out in August', 'Aug', 'expires in August',
    'this August'],
   f'?{P}/for|who|child|name|applicant|holder|whose|passport holder': ['Ellie', 'for Ellie']}),
 ("She's 9, so it's the child rate — £53.50 if I do it online.", ['new'],
  {PF: ['£53.50', '53.50', '£53.50 online', '53.50 pounds', '£53.50 (online)', '£53.50 child rate',
        '£53.50 child rate online', '£53.50 if done online', '£53.50 online (child rate)', '£53.50 if online',
        '£53.50 (child, online)', '£53.50 child online', '£53.50 for a child online', '£53.50 online child rate'],
   f'?{P}/age|how old|Ellie\'s age|child age|child\'s age|age of child': ['9', 'nine', '9 years old', 'age 9', 'aged 9',
                                                                       '9 years', 'nine years old'],
   f'?{P}/type|passport type|kind|application type|category|rate type': ['child', 'child passport', 'child rate',
                                                                          "child's passport", 'child (under 16)',
                                                                          'under 16', 'child renewal'],
   f'?{P}/method|how|apply|apply online|application method|where to apply|apply how|route|channel|online|'
   'how to apply|application route': ['online', 'apply online', 'do it online', 'online application']}),
 ("Photos from the booth in Asda.", ['new'],
  {PH: ['the booth in Asda', 'Asda booth', 'Asda photo booth', 'photo booth in Asda', 'booth in Asda', 'Asda',
        'from the booth in Asda', 'the Asda booth', 'at Asda', 'photo booth at Asda', 'booth at Asda',
        'the photo booth in Asda', 'Asda (booth)', 'Asda (photo booth)', 'photo booth, Asda', 'booth, Asda']}),
 ("For the countersignature I'm asking Mrs Patel from school.", ['new'],
  {PC: ['Mrs Patel', 'Mrs Patel from school', 'Mrs Patel (school)', 'Patel', 'Mrs. Patel', 'Mrs Patel, from school',
        "Mrs Patel (Ellie's school)", 'Mrs Patel at school', 'Mrs Patel from the school', 'Mrs Patel (from school)']}),
 ("We're away on 2 July, so it has to be back before then.", ['new'],
  {f'{P}/deadline|by|needed by|back by|due|by when|before|latest|must be back by|needed before|return by|'
   'date needed|need by|target|have by|deadline date|get by|needed back by|back before|must arrive by|arrive by|'
   'need it by|required by|needed for': [
      'before 2 July', '2 July', 'by 2 July', 'before the 2nd of July', 'before July 2', 'before 2nd July',
      'by 2nd July', 'before July 2nd', 'July 2', '2nd July', 'by July 2', 'before 2 Jul', 'by the 2nd of July',
      'before we go away on 2 July', 'before 2 July (away)', 'back before 2 July', 'before 2 July (travel)',
      'the 2nd of July', 'before we go away', 'before we travel on 2 July', 'back by 2 July', 'by 2 Jul',
      'before 2nd July (away)', 'before the trip on 2 July', 'before 2 July (we are away)'],
   f'?{P}/away|travel|trip|going away|holiday|away date|leaving|departure|travel date|away on|departing|'
   'date away|holiday date': ['2 July', 'on 2 July', '2nd July', 'July 2', 'the 2nd of July', 'July 2nd',
                              'away 2 July']}),
 ("Ellie and Sam both need new GHICs too, theirs ran out in March.", ['new'],
  {G: None,
   f'{G}/for|who|children|kids|names|applicants|for whom|which kids|whose|people|holders|cardholders|card holders|'
   'which children|recipients|child|names on cards|for who': [
      'Ellie and Sam', 'Ellie, Sam', 'Sam and Ellie', 'both kids', 'both', 'Ellie & Sam', 'the kids (Ellie and Sam)',
      'both kids (Ellie and Sam)', 'Ellie and Sam (both kids)', 'both children', 'Ellie and Sam (both)',
      'both Ellie and Sam', 'Ellie + Sam', 'Ellie, Sam (both)'],
   f'{G}/expired|expiry|expired in|expiry date|ran out|expired when|old expiry|run out|expires|ran out in|'
   'valid until|expired on|old cards expired|previous expiry|expiry month|when expired|lapsed|lapsed in':
   ['March', 'in March', 'expired in March', 'ran out in March', 'expired March', 'March (expired)', 'Mar',
    'this March', 'last March', 'in March (expired)']}),
 ("They're free on the NHS site — don't pay one of the copycat ones.", ['new'],
  {f'{G}/cost|price|fee|how much|charge|amount|price to apply|costs|application fee|charges': [
      'free', '£0', 'no charge', 'nothing', 'free of charge', '0', 'free (NHS site)', 'free on the NHS site',
      'no cost', 'free on NHS site', 'free via the NHS site', 'free (on the NHS site)', 'free — NHS site only'],
   f'{G}/where|website|site|apply where|apply at|application site|apply via|via|where to apply|source|'
   'url|official site|link|apply online|method|how to apply|apply|apply through|application route|route|channel|'
   'where from|get from': [
      'the NHS site', 'NHS site', 'NHS website', 'the NHS website', 'on the NHS site', 'NHS', 'nhs.uk',
      'official NHS site', 'NHS site (not copycat sites)', 'the official NHS website', 'NHS site only',
      'via the NHS site', 'the NHS site only', 'NHS website (not copycat sites)', 'official NHS website',
      'NHS site, not copycat ones', 'the NHS site (not a copycat)', 'NHS site (avoid copycats)'],
   f'?{G}/note|warning|notes|beware|avoid|caution|tip|watch out|careful|don\'t': [
      'avoid copycat sites', "don't pay copycat sites", 'copycat sites charge', 'beware copycat sites',
      'not the copycat ones', 'avoid the paid copycat sites', "don't pay one of the copycat ones",
      "don't use copycat sites", 'avoid copycat ones', 'beware of copycat sites', 'no copycat sites']}),
 ("Mrs Patel's off on maternity leave, so Dr Osei at the surgery can sign instead.", ['update'],
  {PC: ['Dr Osei', 'Dr Osei at the surgery', 'Dr Osei (surgery)', 'Osei', 'Dr. Osei', 'Dr Osei (GP)',
        'Dr Osei, the surgery', 'Dr Osei from the surgery', 'Dr Osei at the GP surgery', 'Dr Osei (the surgery)',
        'Dr Osei, at the surgery', 'Doctor Osei', 'Dr Osei (GP surgery)']}),
 ("Which bits of the GHIC stuff have I given you?", ['check'], {}, check(G)),
 ("She's shot up about a foot since the last photo, it's ridiculous.", [], {}),
 ("Forget the booth, Boots do them properly — £7.99.", ['new', 'update'],
  {PH: ['Boots', 'at Boots', 'from Boots', 'Boots photo service', 'Boots (not the booth)', 'Boots instead',
        'Boots photo', 'Boots photos', 'Boots (properly)', 'Boots, properly', 'Boots passport photos',
        'Boots passport photo service', 'Boots photo counter'],
   f'{P}/photo cost|photo price|photos cost|price of photos|cost of photos|photo fee|photos price|photo charge|'
   'photos fee|photo costs|passport photo cost|passport photo price|cost of the photos|Boots price|Boots cost|'
   'photos charge': ['£7.99', '7.99', '7.99 pounds', '£7.99 at Boots', '£7.99 (Boots)', '£7.99 for photos',
                     '£7.99 for the photos', '£7.99 from Boots', 'Boots £7.99']}),
 ("OK — passport and GHICs, the whole lot.", ['check'], {}, check(P, G)),
])

# 3 ----------------------------------------------------------------------------------------------------------------
A = ('allotment|allotment plot|plot|the allotment|allotment at Hollins Lane|Hollins Lane allotment|Hollins Lane|'
     'allotment rental|rent allotment|rent an allotment|renting an allotment|allotment tenancy|tenancy|'
     'allotment agreement|plot 14|plot 41|allotment sign-up|sign up for allotment|allotment signing|allotment rent|'
     'Hollins Lane allotments|new allotment|my allotment|allotment lease|allotment paperwork|take on allotment|'
     'take on the allotment|allotment plot 14|allotment plot 41|Hollins Lane plot|allotment plot at Hollins Lane|'
     'get an allotment|allotment offer|allotment tenancy agreement|half plot|allotment sign up')
AN = (f'{A}/plot|plot number|number|which plot|plot no|plot no.|plot id|plot num|plot #|no.|allotment number|'
      'plot ref|reference|plot reference')
SP = ('seed potatoes|seed potato|potatoes|spuds|seed spuds|order seed potatoes|seed potato order|order potatoes|'
      'buy seed potatoes|potato order|order spuds|Charlotte|Charlotte potatoes|Charlotte seed potatoes|'
      'Maris Piper seed potatoes|seed potatoes order|get seed potatoes|potato seed|tubers|seed tubers|earlies|'
      'order seed spuds|Maris Piper|order seed potato|potatoes to plant|planting potatoes|'
      'seed potatoes for the allotment|allotment potatoes|potato planting|Suttons order|order from Suttons|'
      'seed potato purchase|potato seeds|buy potatoes|buy spuds|Maris Piper potatoes')
SV = (f'{SP}/variety|type|kind|which|which variety|potato variety|potato|cultivar|name|potato type|variety name|'
      'sort|which potatoes|which kind|varieties|potato kind|strain')
sc('h12_allotment', 'Held-out 12 (issue 14): taking on an allotment and ordering seed potatoes', 'An exclamation '
   'opener with no request ("Finally off the waiting list") and a site, a plot number and size as a verbless '
   'fragment, rent and a key deposit in one turn ("plus a tenner"), a signing day and place in a third-party "They '
   'want me at", a time said alone ("Ten sharp."), a second task with no discourse marker ("Seed potatoes need '
   'ordering") with a bag size and variety, a shop and price with "plus postage" referring by "them", a number '
   'corrected with "41, not 14", a check on the first task, a variety replaced with "Scratch the ..." on a third '
   'party\'s advice and "Same price.", a turn with nothing to record, a check over both.', [
 ("Finally off the waiting list for an allotment at Hollins Lane!", ['new'],
  {A: None,
   f'{A}/site|where|location|allotment site|place|allotments|site name|address|which site|venue|allotment location|'
   'street': ['Hollins Lane', 'at Hollins Lane', 'Hollins Lane allotments', 'Hollins Lane allotment',
                 'Hollins Lane site', 'Hollins Ln', 'the Hollins Lane site'],
   f'?{A}/status|waiting list|state|news|update|progress|stage': ['off the waiting list', 'offered', 'got one',
                                                                 'off waiting list', 'allocated', 'got a plot',
                                                                 'top of the waiting list']}),
 ("Plot 14, a half plot.", ['new'],
  {AN: ['14', 'plot 14', 'no. 14', 'number 14', 'fourteen', 'Plot 14', 'no 14', '#14', 'plot number 14', 'plot no. 14'],
   f'{A}/size|plot size|how big|type|area|dimensions|half or full|plot type|size of plot|plot area|kind': [
      'half plot', 'half', 'a half plot', 'half-size', 'half size', 'half-plot', 'half sized', 'half a plot',
      'half-size plot', 'half size plot', '½ plot', '1/2 plot', 'half plot size']}),
 ("Rent's £38 a year, plus a tenner deposit for the gate key.", ['new'],
  {f'{A}/rent|annual rent|price|cost|fee|yearly rent|rent per year|how much|annual fee|charge|plot rent|yearly fee|'
   'rental|rental fee|rent amount|annual cost|yearly cost|rent cost': gbp(
      38, '£38 a year', '£38 per year', '£38 annually', '£38 pa', '£38 p.a.', '38 a year', '£38 a yr', '£38 yearly',
      '£38 per annum', '38 per year', '£38/year', '£38/yr'),
   f'{A}/deposit|key deposit|gate key deposit|deposit for key|deposit amount|key|gate key|key fee|'
   'deposit for the gate key|gate key fee|key charge|refundable deposit|security deposit|deposit for gate key': gbp(
      10, 'a tenner', '£10 key deposit', 'tenner', '£10 for the gate key', 'ten pounds', '£10 deposit', 'ten quid',
      '£10 gate key deposit', '£10 (gate key)', 'a tenner for the gate key', '£10 for gate key',
      '£10 deposit for the gate key', '£10 deposit for gate key')}),
 ("They want me at the hut to sign the agreement on Saturday the 3rd.", ['new'],
  {f'{A}/signing|sign|signing date|sign on|when|date|day|sign date|signing day|appointment|meeting|sign up|sign-up|'
   'sign up date|agreement|sign agreement|agreement signing|sign the agreement|signing appointment|induction|'
   'meeting date|appointment date|agreement date|sign-up date|paperwork|sign paperwork':
   nth(3, 'Saturday', more=['Saturday', 'this Saturday', 'Sat']),
   f'?{A}/signing place|where to sign|sign where|meet at|meeting place|venue for signing|sign at|signing venue|'
   'meeting point|signing location|meet where|where to go|place to sign': ['the hut', 'hut', 'at the hut',
                                                                          'the site hut', 'allotment hut',
                                                                          'the allotment hut']}),
 ("Ten sharp.", ['new'],
  {f'{A}/time|at|signing time|what time|start|start time|appointment time|meet time|time to sign|sign time|'
   'time of signing|meeting time|arrive|arrival time|arrival|be there|time slot': clock(
      10, ap='am', more=['ten sharp', '10 sharp', '10am sharp', "ten o'clock sharp", '10:00 sharp', '10.00 sharp',
                         '10 am sharp', 'at 10 sharp', '10:00am sharp'])}),
 ("Seed potatoes need ordering — a 2kg bag of Charlotte.", ['new'],
  {SP: None,
   SV: ['Charlotte', 'Charlotte potatoes', 'Charlotte (salad)', 'Charlottes', 'Charlotte seed potatoes'],
   f'{SP}/quantity|weight|bag|bag size|size|qty|kg|how many|pack size|pack|order size|number|quantity to order|'
   'weight to order|volume|bags|order quantity|amount of potatoes|kilos|how much to order': [
      '2kg', '2 kg', '2kg bag', 'a 2kg bag', '2 kilos', '2 kilo bag', 'two kilos', '2 kg bag', 'one 2kg bag',
      '1 x 2kg bag', '2kg (1 bag)', '2 kilograms', '2kgs', '1 bag (2kg)', '1 x 2kg', 'one 2 kg bag', '2 kilo',
      'a two kilo bag', 'two-kilo bag', '2-kilo bag', '2kg x 1', 'one bag, 2kg', '2kg, one bag', '1 2kg bag']}),
 ("Suttons have them for £8.99 plus postage.", ['new'],
  {f'{SP}/shop|where|from|supplier|seller|retailer|order from|buy from|source|company|vendor|store|where to order|'
   'where to buy|order where|nursery|seed company|website|site|stockist|order with|buy where|supplier name':
   ['Suttons', 'from Suttons', 'Suttons Seeds', "Sutton's", 'Suttons (online)', 'at Suttons'],
   f'{SP}/price|cost|how much|price each|total|cost per bag|price per bag|amount paid|charge|bag price|budget|'
   'price of bag|cost of bag|spend|order cost|order price|cost of order|rate': [
      '£8.99 plus postage', '£8.99 + postage', '£8.99 plus P&P', '£8.99', '8.99', '£8.99 + p&p', '£8.99 plus delivery',
      '£8.99 excl. postage', '£8.99 ex postage', '£8.99 (plus postage)', '£8.99 + delivery', '8.99 plus postage',
      '£8.99 before postage', '£8.99 not incl. postage', '£8.99 + P&P', '£8.99 excluding postage', '£8.99 + post',
      '£8.99 plus post', '8.99 pounds', '8.99 pounds plus postage', '£8.99 (+ postage)', '£8.99, plus postage',
      '£8.99 plus shipping', '£8.99 + shipping', '£8.99 excl postage', '£8.99 ex. postage'],
   f'?{SP}/postage|delivery|p&p|shipping|delivery cost|postage cost|delivery charge|postage extra|carriage': [
      'extra', 'plus postage', 'on top', 'not included', 'additional', 'postage extra', 'plus', 'yes',
      'postage on top', 'excluded', 'not incl.', 'added', 'plus P&P', 'extra postage']}),
 ("Plot's 41, not 14 — I misread the letter.", ['update'],
  {AN: ['41', 'plot 41', 'no. 41', 'number 41', 'forty-one', 'Plot 41', 'no 41', '#41', 'plot number 41',
        'plot no. 41', 'forty one', '41 (not 14)', 'plot 41 (not 14)']}),
 ("Plot details again?", ['check'], {}, check(A)),
 ("Scratch the Charlotte — Ron on the next plot swears Maris Piper does better in that clay. Same price.", ['update'],
  {SV: ['Maris Piper', 'Maris Pipers', 'Maris Piper potatoes', 'Maris Piper (not Charlotte)', 'Maris Piper seed potatoes',
        'Maris Piper instead of Charlotte', 'Maris Piper (instead of Charlotte)', 'Maris Piper, not Charlotte']}),
 ("Can't wait to get my hands dirty.", [], {}),
 ("Right, everything on the allotment and the spuds please.", ['check'], {}, check(A, SP)),
])

# 4 ----------------------------------------------------------------------------------------------------------------
W = ("sponsored swim|swim|the swim|hospice swim|charity swim|hospice sponsored swim|sponsored swim for the hospice|"
     "swimathon|swim for the hospice|mile swim|sponsored mile swim|64 lengths|swim challenge|charity swim challenge|"
     "sponsored swim event|hospice swim challenge|the sponsored swim|swim event|fundraising swim|swim for charity|"
     "sponsored lengths|St Clare's swim|St Clare's sponsored swim|St Clare's Hospice sponsored swim|"
     "hospice fundraiser swim|St Clare's Hospice swim|sponsored swim for St Clare's|sponsored swim (St Clare's)|"
     "swim for St Clare's|64 length swim|sponsored swim challenge|charity sponsored swim|sponsored 64 lengths")
WT = (f'{W}/target|fundraising target|goal|aim|sponsorship target|raise|amount|how much|fundraising goal|'
      'target amount|money target|to raise|raising|sponsorship goal|amount to raise|sponsorship|money|funds|'
      'fundraising|target to raise|fundraising aim|raise target|sponsor target')
WK = (f'{W}/with|partner|buddy|swimming with|teammate|who with|companion|joining|also swimming|team|other swimmer|'
      'with who|friend|doing it with|swim buddy|swim partner|fellow swimmer|participants|who|others|colleague|'
      'co-swimmer|joined by|swimmers|people|teammates')
J = ("JustGiving page|JustGiving|Just Giving|fundraising page|donation page|sponsorship page|sponsor page|"
     "set up JustGiving|set up JustGiving page|set up the JustGiving page|JustGiving page setup|set up the page|page|"
     "online page|giving page|JustGiving setup|create JustGiving page|make JustGiving page|fundraising website|"
     "donations page|online sponsorship page|Just Giving page|justgiving.com|set up fundraising page|the page|"
     "JustGiving page for the swim|swim fundraising page|swim page|JustGiving fundraising page|fundraiser page|"
     "set up a JustGiving page|JustGiving page for St Clare's|online fundraising page|donate page")
sc('h12_swim', 'Held-out 12 (issue 14): a sponsored swim and its JustGiving page', 'A first-person "gone and signed '
   'up" opener with a charity and a count as an exclamation fragment ("64 lengths!"), a venue and date as a bare '
   'fragment, a target as a copular fragment with a bare number ("Target\'s 250."), a partner as a subject '
   'clause, a session and a time after a dash ("quarter past seven"), a second task with no discourse marker ("The '
   'JustGiving page needs doing") and a deadline in an "I\'d like it live by" clause, a photo and text as an '
   'imperative "Put ... on it", a target changed with "Make the target 300" and an old value in the reason, a check '
   'on the second task, a turn with nothing to record, a partner removed (delete) with a reason and a question on the '
   'first task in the same turn (update and check), a check over both.', [
 ("I've gone and signed up for the St Clare's Hospice sponsored swim. 64 lengths!", ['new'],
  {W: None,
   f'{W}/lengths|distance|how many lengths|number of lengths|length count|lengths to swim|how far|total lengths|'
   'target lengths|laps|how many laps|number of laps|challenge|swim distance|length|count|lengths count': [
      '64', '64 lengths', 'sixty-four', 'sixty-four lengths', 'sixty four lengths', '64 laps', '64 lengths of the pool',
      'sixty four', '64 lengths (a mile)'],
   f'?{W}/charity|for|cause|organisation|beneficiary|in aid of|raising for|who for|charity name|hospice|on behalf of':
   ["St Clare's Hospice", "St Clare's", 'the hospice', 'hospice', "St Clare's hospice", "St. Clare's Hospice"]}),
 ("Riverside Leisure Centre, Sunday 12 October.", ['new'],
  {f'{W}/venue|where|location|pool|place|at|swimming pool|leisure centre|site|which pool|swim venue|centre': [
      'Riverside Leisure Centre', 'Riverside', 'Riverside leisure centre', 'the Riverside Leisure Centre',
      'Riverside LC', 'Riverside Leisure Center', 'at Riverside Leisure Centre', 'Riverside pool',
      'Riverside Leisure Centre pool'],
   f'{W}/date|when|day|swim date|on|event date|date of swim|day of swim|swim day|event day|date of event':
   nth(12, 'Sunday', 'October', more=['12/10', 'Sunday 12 October', 'Sun 12 Oct', '12 Oct (Sunday)'])}),
 ("Target's 250.", ['new'],
  {WT: gbp(250, '£250 target', 'raise £250', 'target £250', '£250 goal', 'two hundred and fifty pounds',
           '£250 in sponsorship', '£250 sponsorship')}),
 ("Kate from work's doing it with me.", ['new'],
  {WK: ['Kate', 'Kate from work', 'Kate (work)', 'Kate, from work', 'Kate from the office', 'my colleague Kate',
        'colleague Kate', 'with Kate', 'me and Kate', 'Kate and me', 'Kate (from work)', 'Kate — from work',
        'Kate (colleague)', 'Kate, a colleague']}),
 ("They've put us in the early session — quarter past seven.", ['new'],
  {f'{W}/time|start|start time|slot|session time|what time|time slot|lane time|swim time|session|starts|start at|'
   'begin|time of swim|lane slot|heat|wave|session start|starting time|begins|our slot|swim slot|allocated time':
   clock(7, 15, 'am', more=['early session, 7.15', 'early session at 7:15', '7.15 (early session)',
                            'early session, quarter past seven', 'early session (7:15am)', 'early session 7:15am',
                            '7:15am (early session)', 'early, 7.15', 'early session at 7.15am', '7.15am early session',
                            'early session - 7:15', 'early session, 7:15am', 'early session at quarter past seven',
                            'quarter past seven (early session)', 'early (7:15am)', '7:15 (early)'])}),
 ("The JustGiving page needs doing, and I'd like it live by Friday.", ['new'],
  {J: None,
   f'{J}/deadline|by|live by|due|go live|launch|launch date|live date|by when|when|date|publish by|ready by|up by|'
   'done by|needed by|online by|live|target date|go-live|go live date|go-live date|set up by|publish|goes live':
   ['Friday', 'by Friday', 'Fri', 'this Friday', 'live by Friday', 'by this Friday', 'Friday (live)',
    'by Fri', 'live Friday', 'up by Friday', 'on Friday', 'go live Friday', 'go live by Friday']}),
 ("Put the photo of Mum on it, and a line about how well they looked after her.", ['new'],
  {f'{J}/photo|picture|image|pic|main photo|cover photo|profile photo|photograph|picture of|which photo|'
   'header image|cover image|photos|pictures|images|header photo|page photo': [
      'photo of Mum', 'the photo of Mum', 'Mum', 'a photo of Mum', "Mum's photo", 'picture of Mum', 'Mum photo',
      'photo of my mum', 'my mum', 'the photo of my mum', 'picture of my mum', 'a picture of Mum', 'Mum (photo)',
      'that photo of Mum'],
   f'{J}/story|text|description|wording|message|blurb|about|why|reason|words|line|page text|write-up|copy|bio|'
   'details|intro|content|summary|note|dedication|caption|tribute|story text|page story|about text|personal story':
   ['how well they looked after Mum', 'how well they looked after her', 'a line about how well they looked after her',
    'how they looked after Mum', 'about how well they looked after Mum', 'they looked after Mum so well',
    'how well the hospice looked after Mum', "how well St Clare's looked after Mum", 'line about how they looked after Mum',
    'how well they cared for Mum', 'how well they looked after my mum', 'a line about how well they looked after Mum',
    'line about how well they looked after her', 'line about how well they looked after Mum',
    'a line about how they looked after Mum', 'how well the hospice looked after her',
    'a line about how well the hospice looked after Mum', 'about how they looked after Mum',
    'a line on how well they looked after Mum', 'how well they looked after Mum (a line)',
    'how well they looked after her (Mum)', 'about how well they looked after her', 'how they cared for Mum',
    "how well St Clare's looked after her", 'how the hospice looked after Mum', 'thanks for looking after Mum']}),
 ("Make the target 300, Kate reckons we'll smash 250.", ['update'],
  {WT: gbp(300, '£300 target', 'raise £300', 'target £300', '£300 goal', 'three hundred pounds',
           '£300 in sponsorship', '£300 sponsorship')}),
 ("Read me back the page stuff.", ['check'], {}, check(J)),
 ("My shoulders are going to hate me.", [], {}),
 ("Kate's had to pull out, she's done her knee in. What's left on the swim itself?", ['update', 'check'],
  {WK: 'DEL'}, check(W)),
 ("Swim and page — all of it, please.", ['check'], {}, check(W, J)),
])

# 5 ----------------------------------------------------------------------------------------------------------------
V = ('valuation|house valuation|valuation of the house|value the house|home valuation|property valuation|'
     'get the house valued|house valued|estate agent valuation|valuation appointment|Hartleys valuation|Hartleys|'
     'book valuation|book a valuation|agent valuation|valuer visit|valuation visit|market appraisal|appraisal|'
     'house price valuation|valuer|estate agent|agent|selling the house|sell the house|house sale|selling|'
     'sale valuation|valuing the house|house value|value house|get it valued|get house valued|Hartleys visit|'
     'valuation with Hartleys|Hartleys appointment|valuation for sale|estate agent visit|selling house|sell house')
VD = (f'{V}/date|day|when|appointment|visit|visit date|appointment date|on|booked for|booking|valuation date|'
      'valuation day|visit day|appointment day|date of visit|coming on|valuer visit|booked|scheduled')
E = ('EPC|energy certificate|energy performance certificate|EPC certificate|get an EPC|book EPC|EPC assessment|'
     'energy assessment|EPC survey|EPC inspection|book an EPC|EPC booking|energy rating|energy performance|'
     'EPC for the house|house EPC|new EPC|arrange EPC|EPC assessor|EPC visit|EPC appointment|EPC rating|'
     'energy performance survey|Dev Rana|EPC check|get EPC|EPC for sale|EPC with Dev Rana|arrange an EPC|'
     'energy performance assessment|EPC (energy certificate)|get an energy certificate')
sc('h12_valuation', 'Held-out 12 (issue 14): a house valuation before selling and an EPC', 'A "thinking of" opener '
   'whose request is "I\'d like it valued first" with a season, an agent as a fragment with a reason after a dash, a '
   'valuer and the cost in a "called ... and there\'s no charge" clause, a day and a time as a verbless fragment '
   '("Thursday, four o\'clock."), an expected price from a comparable ("Next door went for"), a second task begun '
   '"as well" with a deadline, two quotes of which one is chosen ("I\'ll use him"), a date with the pronoun "He", '
   'a check over both in the middle, a day moved with "a no-go after all, make it ... same time", a turn with nothing '
   'to record, a check on the first task last.', [
 ("We're thinking of putting the house up for sale in spring, so I'd like it valued first.", ['new'],
  {V: None,
   f'?{V}/listing|sale date|list in|going on market|market|selling when|sell by|on the market|listing date|plan|'
   'sale|sell in|selling in|sale timing|listing time|market date': ['spring', 'in spring', 'spring sale',
                                                                  'listing in spring', 'selling in spring',
                                                                  'on the market in spring', 'this spring']}),
 ("Hartleys on the high street — they sold next door's.", ['new'],
  {f'{V}/agent|estate agent|who|agency|company|firm|agents|by|with|estate agency|agent name|valuation by|'
   'valuation with|chosen agent|agent firm|estate agents|provider|which agent|who with|valuing agent': [
      'Hartleys', 'Hartleys on the high street', 'Hartleys (high street)', 'Hartleys, high street', "Hartley's",
      'Hartleys estate agents', 'Hartley', 'Hartleys, on the high street', 'Hartleys on High Street',
      'Hartleys (on the high street)'],
   f'?{V}/reason|why|note|because|notes|chosen because|track record|why them': [
      'they sold next door', "sold next door's", "they sold next door's", 'sold the house next door', 'sold next door',
      "they sold next door's house", 'sold our neighbour\'s house', "sold next door's house"]}),
 ("Their valuer's called Priya and there's no charge.", ['new'],
  {f'{V}/valuer|valuer name|person|name|contact|who\'s coming|who comes|visitor|representative|agent\'s name|staff|'
   'coming|surveyor|valuer\'s name|contact name|rep|person coming|valuing|valued by|assessor': [
      'Priya', 'Priya (valuer)', 'Priya from Hartleys', 'Priya at Hartleys', 'Priya, the valuer', 'Priya (Hartleys)'],
   f'{V}/cost|price|fee|charge|how much|valuation fee|valuation cost|free|payment|costs|fees|charges|valuation price':
   ['free', 'no charge', 'free of charge', '£0', 'nothing', '0', 'none', 'no fee', 'free (no charge)', 'no cost',
    'free valuation']}),
 ("Thursday, four o'clock.", ['new'],
  {VD: ['Thursday', 'Thurs', 'Thu', 'on Thursday', 'this Thursday', 'Thursday at 4', 'Thursday 4pm',
        "Thursday, four o'clock", 'Thursday at 4pm', "Thursday at four o'clock", 'Thursday, 4pm', 'Thu 4pm'],
   f'{V}/time|at|appointment time|visit time|what time|slot|time slot|arrival time|start time|valuation time|'
   'arriving|arrival|booked time|time of visit|appointment at': clock(4)}),
 ("Next door went for £385k, so that's roughly what I'm hoping.", ['new'],
  {f'{V}/expected|hoping|hope|ballpark|expected value|estimate|expected price|target|guide|guide price|'
   'hoped-for price|expectation|aim|asking price|price hoped|hoped for|our estimate|hoping for|hoped value|'
   'value hoped|rough value|expected valuation|hoped-for value|hope for|target price|price hope|hoped price|'
   'expected figure|likely value|value|estimated value|rough figure|house price|price expectation': [
      '£385k', '£385,000', '385k', '385,000', '£385000', 'about £385k', 'around £385k', 'roughly £385k', '~£385k',
      'roughly £385,000', 'around £385,000', 'about £385,000', '385 thousand', '£385 thousand', 'c. £385k',
      '£385k (next door)', '£385k (what next door went for)', 'roughly 385k', 'about 385k', 'around 385k',
      '£385K', 'roughly £385K', 'approx £385k', 'approximately £385,000', '£385k ballpark', 'ballpark £385k',
      '£385k (roughly)', 'roughly £385k (next door)', '£385k, like next door', 'around £385k (like next door)'],
   f'?{V}/comparable|next door sold|next door price|neighbour sold|comps|comparison|next door went for|'
   'neighbour\'s price|next door\'s sale': ['£385k', '£385,000', '385k', 'next door went for £385k',
                                            'next door sold for £385k', '£385k (next door)']}),
 ("We'll need an EPC before we list as well.", ['new'],
  {E: None,
   f'?{E}/deadline|needed by|due|when needed|by when|before|needed before|get by|have by|timing|needed for': [
      'before we list', 'before listing', 'before spring', 'before selling', 'before the house goes on the market',
      'before we sell', 'before listing in spring', 'before it goes on the market', 'before going on the market',
      'before the sale', 'before we put it on the market']}),
 ("Hartleys want £85 for one, but a chap called Dev Rana does them for £60 — I'll use him.", ['new'],
  {f'{E}/assessor|who|by|with|provider|company|surveyor|energy assessor|EPC assessor|person|contact|name|chosen|'
   'using|booked with|assessor name|inspector|domestic energy assessor|who with|chosen assessor|going with|'
   'use|done by|who\'s doing it': ['Dev Rana', 'Dev', 'Rana', 'Dev Rana (£60)', 'Dev Rana, not Hartleys',
                                   'Dev Rana (not Hartleys)', 'a chap called Dev Rana', 'Dev Rana instead of Hartleys'],
   f'{E}/price|cost|fee|charge|how much|quote|EPC cost|EPC price|EPC fee|amount|rate|quoted|quote price|fees|'
   'cost of EPC|price of EPC|chosen price': gbp(60, '£60 (Dev Rana)', '£60 with Dev Rana', '£60 from Dev Rana',
                                             '£60 with Dev', 'Dev Rana £60', '£60 (Dev)'),
   f'?{E}/alternative|other quote|Hartleys quote|rejected|alternative quote|other option|Hartleys price|'
   'Hartleys fee|Hartleys cost|other price|other|alternative price|rejected quote|compared': [
      'Hartleys £85', '£85 from Hartleys', 'Hartleys', '£85', 'Hartleys for £85', 'Hartleys at £85',
      '£85 (Hartleys)', 'Hartleys: £85', 'Hartleys (£85)', '85']}),
 ("He can come on the 19th.", ['new'],
  {f'{E}/date|day|when|appointment|visit|visit date|on|booked for|booking|assessment date|survey date|'
   'appointment date|inspection date|coming|coming on|EPC date|visit day|assessment day|scheduled|booked':
   nth(19, more=['19', '19th of the month'])}),
 ("Give me where both stand.", ['check'], {}, check(V, E)),
 ("Thursday's a no-go after all, make it Friday same time.", ['update'],
  {VD: ['Friday', 'Fri', 'on Friday', 'this Friday', 'Friday at 4', 'Friday 4pm', 'Friday same time',
        'Friday at 4pm', "Friday, four o'clock", "Friday at four o'clock", 'Friday, 4pm', 'Fri 4pm',
        'Friday (same time)', 'Friday, same time']}),
 ("The last house took eight months to sell, I'm dreading it.", [], {}),
 ("And the valuation on its own?", ['check'], {}, check(V)),
])

# 6 ----------------------------------------------------------------------------------------------------------------
R = ("register the birth|birth registration|register birth|registering the birth|register Rosa's birth|"
     "register Rosa|Rosa's birth registration|register the baby|register baby|registration|register office|"
     "registry office|register office appointment|registrar|registrar appointment|registration appointment|"
     "register the birth of Rosa|baby registration|registering Rosa|Rosa's registration|register her birth|"
     "registering her|register her|birth register|register the baby's birth|registering baby|"
     "Rosa birth registration|get birth certificate|birth certificate|registering the baby|registering Rosa's birth|"
     "register birth appointment|birth registration appointment|register the birth (Rosa)|registering the birth of Rosa")
RT = (f'{R}/time|at|appointment time|what time|time slot|start time|booked time|arrival time|registration time|'
      'appointment at|booking time|slot time|time of appointment|appointment slot time')
C = ("child benefit|claim child benefit|child benefit claim|claiming child benefit|benefit|benefit claim|"
     "apply for child benefit|child benefit application|Rosa's child benefit|child benefit for Rosa|"
     "HMRC child benefit|CB claim|CHB|child benefit form|child benefit payment|benefits|claim benefit|CB|"
     "child benefit payments|claim for child benefit|child benefit claim for Rosa|make child benefit claim|"
     "Child Benefit|child benefit (Rosa)|benefit for Rosa|claim child benefit for Rosa|child benefit application form")
sc('h12_birth', 'Held-out 12 (issue 14): registering a baby\'s birth and claiming child benefit', 'An announcement '
   'opener ("Rosa arrived on Tuesday!") that turns to the task with "Now the paperwork —" and a time limit, a place '
   'with "appointment only" in a copular clause with "It\'s", a date and time given by a third party ("They\'ve '
   'given us"), who must attend with a reason ("since we\'re not married"), a second task begun with a temporal '
   'clause ("Once she\'s registered I can claim") with an amount, a requirement in a "the form asks for" clause, an '
   'account as a subjectless participle ("Paid into"), a time changed as "X\'s now Y", a check on the second task, a '
   'turn with nothing to record, a fact added to the first task after the second was begun (new), a check over both.', [
 ("Rosa arrived on Tuesday! Now the paperwork — we have to register her within six weeks.", ['new'],
  {R: None,
   f'{R}/deadline|by|within|due|by when|time limit|register by|must register by|register within|needed by|limit|'
   'must be done by|before|timeframe|cut-off|latest|deadline to register|time frame|window|registration deadline':
   ['within six weeks', 'within 6 weeks', 'six weeks', '6 weeks', '6 weeks from birth', 'within 42 days', '42 days',
    'in six weeks', 'within six weeks of birth', 'within 6 weeks of birth', 'within six weeks of the birth',
    'six weeks from birth', 'within 6 weeks of the birth', '6 weeks of birth', 'six weeks of the birth',
    'within six weeks (of birth)', '6 weeks after birth', 'six weeks after the birth', 'within 6 wks'],
   f'?{R}/baby|name|child|for|baby name|whose|baby\'s name|child\'s name': ['Rosa', 'baby Rosa'],
   f'?{R}/born|birth date|date of birth|birthday|dob|arrived|born on|birth|arrival|d.o.b.': ['Tuesday', 'on Tuesday',
                                                                                              'born Tuesday']}),
 ("It's at the town hall, appointment only.", ['new'],
  {f'{R}/where|location|venue|place|office|register office|registry office|address|where to go|registry|'
   'office location|register office location|where to register|registrar office|building': [
      'the town hall', 'town hall', 'at the town hall', 'town hall register office', 'the register office at the town hall',
      'register office, town hall', 'town hall (appointment only)', 'Town Hall', 'register office at the town hall',
      'the town hall (appointment only)', 'town hall, appointment only', 'town hall register office (appointment only)',
      'the town hall, appointment only', 'town hall - appointment only'],
   f'?{R}/booking|appointment only|how|booking needed|appointment needed|walk-in|access|booking required|'
   'booking type|entry': ['appointment only', 'by appointment', 'appointment needed', 'appointments only',
                                       'by appointment only', 'book ahead', 'appointment required', 'yes',
                                       'no walk-ins']}),
 ("They've given us Wednesday the 15th at 9.40.", ['new'],
  {f'{R}/date|day|when|appointment|appointment date|on|booked for|booking date|registration date|date booked|'
   'appointment day|registration day|booked|scheduled|date of appointment|appointment on|register on':
   nth(15, 'Wednesday', more=['Weds 15th', 'Wednesday', 'Weds the 15th', 'Wed the 15th', 'Wed 15']),
   RT: clock(9, 40, 'am', more=['twenty to 10'])}),
 ("Both of us have to go, since we're not married.", ['new'],
  {f'{R}/who|attending|attendees|who goes|who\'s going|who needs to go|people|going|attend|who attends|parents|'
   'present|who must attend|attendance|who must go|required attendees|attendance required|who has to go|'
   'must attend|attendees required|who to go|who needs to attend|people attending|who should go': [
      'both of us', 'both parents', 'both', 'us both', 'me and my partner', 'both of us (not married)', 'mum and dad',
      'both parents (not married)', 'we both', 'both of us (unmarried)', 'both parents must attend',
      'both of us must go', 'both of us need to go', 'both of us have to go', 'both parents (unmarried)',
      'both parents need to attend', 'both of us (since not married)', 'both parents (since we are not married)',
      'both of us (we are not married)', "both of us (we're not married)", 'both parents, as not married',
      'both parents, not married', 'both of us, since not married', 'me and my partner (not married)',
      'both parents (not married, so both must attend)', 'both of us, not married'],
   f'?{R}/reason|why|note|because|married|unmarried|marital status|reason both|notes|since': [
      'not married', 'unmarried', "we're not married", 'because not married', 'since not married',
      'we are not married', "since we're not married", 'because we are not married', 'not married so both must go']}),
 ("Once she's registered I can claim child benefit — £25.60 a week for a first child.", ['new'],
  {C: None,
   f'{C}/amount|rate|how much|payment|weekly|per week|weekly amount|value|money|pays|pay|entitlement|benefit amount|'
   'sum|weekly rate|weekly payment|amount per week|rate per week|payout|worth|benefit rate|weekly benefit': [
      '£25.60 a week', '£25.60', '25.60', '£25.60 per week', '£25.60/week', '£25.60 weekly', '25.60 a week',
      '£25.60 pw', '£25.60 a week (first child)', '£25.60 per week for first child', '25.60 per week',
      '£25.60 a week for a first child', '£25.60 per week (first child)', '£25.60/wk', '£25.60 a wk',
      '£25.60 weekly (first child)', '£25.60 for a first child', '£25.60 a week for first child',
      '£25.60 per week for a first child', '25.60 pounds a week', '£25.60 p/w'],
   f'?{C}/when|after|start|claim when|timing|claim after|after registration|can claim|from|once|claim from|'
   'when to claim|start when|claim once|dependency|depends on registration': [
      'after registering', 'once registered', "once she's registered", 'after registration', 'after the registration',
      'after registering the birth', 'once the birth is registered', 'once she is registered',
      'after the birth is registered', 'after Rosa is registered', 'once Rosa is registered'],
   f'?{C}/for|child|who|whose|baby|for whom|claimant child': ['Rosa', 'for Rosa', 'first child', 'Rosa (first child)'],
   f'?{C}/child number|first child|which child|eligibility|rate type|category|child order': [
      'first child', 'first', '1st child', 'eldest or only child', 'first child rate']}),
 ("The form asks for her birth certificate number, so it has to wait for that anyway.", ['new'],
  {f'{C}/needs|need|needed|requires|required|requirements|requirement|info needed|information needed|what\'s needed|'
   'depends on|waiting for|waiting on|needs first|prerequisite|document|documents|blocked by|needs before|form needs|'
   'missing|still need|form asks for|asks for|form requires|required info|wait for|awaiting|blocker|on hold until|'
   'pending': ['birth certificate number', 'her birth certificate number', 'the birth certificate number',
               "Rosa's birth certificate number", 'birth certificate no', 'birth certificate no.', 'birth cert number',
               'birth certificate', 'birth certificate number (from registration)', 'the birth certificate number first',
               "her birth certificate number (so it has to wait)", 'birth certificate number first',
               'waiting for the birth certificate number', 'birth certificate number (wait for it)',
               "Rosa's birth certificate no.", 'the birth certificate', 'her birth certificate',
               'birth certificate number — wait for registration', 'birth certificate number (wait)',
               'birth cert no', 'birth cert no.', 'the birth certificate number (after registration)']}),
 ("Paid into the joint account.", ['new'],
  {f'{C}/account|paid into|bank account|bank|payment account|pay into|paid to|into|payments to|deposit into|'
   'payment to|goes into|paid into account|payee account|which account|payments into|pay to|payment destination|'
   'paid in to|payment method|paid': ['joint account', 'the joint account', 'our joint account', 'joint bank account',
                                     'into the joint account', 'joint', 'the joint bank account',
                                     'our joint bank account', 'paid into the joint account', 'joint acct']}),
 ("They rang — 9.40's now 10.20.", ['update'], {RT: clock(10, 20, 'am', more=['twenty past 10'])}),
 ("Read the child benefit bits back to me.", ['check'], {}, check(C)),
 ("She's asleep on my chest and I daren't move a muscle.", [], {}),
 ("Oh, and the town hall emailed — bring both our passports and proof of address.", ['new'],
  {f'{R}/bring|documents|what to bring|take|ID|documents needed|paperwork|take with|need to bring|bring with|'
   'documents to bring|docs|to bring|items to bring|what to take|documents required|ID needed|needed documents|'
   'paperwork needed|identification|proof|evidence|take along|things to bring|must bring': [
      'both our passports and proof of address', 'passports and proof of address', 'both passports and proof of address',
      'our passports and proof of address', 'passports, proof of address', '2 passports and proof of address',
      'two passports and proof of address', 'both passports, proof of address', 'both our passports, proof of address',
      'passports (both) and proof of address', 'passports x2 and proof of address',
      'passports for both of us and proof of address', 'both of our passports and proof of address',
      'both our passports & proof of address', 'passports & proof of address', 'both passports & proof of address',
      'our passports, proof of address', 'both our passports plus proof of address', 'passports plus proof of address',
      'both passports plus proof of address', 'passports for both and proof of address',
      "both parents' passports and proof of address", "both parents' passports, proof of address",
      'passports (both of us) and proof of address', 'both passports; proof of address',
      'passports (x2) and proof of address', 'both our passports + proof of address', 'passports + proof of address']}),
 ("Everything together for me — the registering and the benefit.", ['check'], {}, check(R, C)),
])

# 7 ----------------------------------------------------------------------------------------------------------------
L = ("lodger|the lodger|new lodger|taking a lodger|take in a lodger|take a lodger|lodger arrangement|"
     "lodger for the box room|box room|box room lodger|let the box room|letting the box room|room let|let the room|"
     "letting the room|rent out the box room|renting out the box room|rent the room|room rental|lodger agreement|"
     "Agnieszka|lodger Agnieszka|lodger setup|spare room|let spare room|lodging|lodger plans|our lodger|"
     "lodger move-in|lodger arrival|renting the box room|tenant|new tenant|rent room|lodger letting|"
     "Agnieszka the lodger|taking in a lodger|lodger for box room|box room let|lodger details|Agnieszka (lodger)|"
     "let out the box room|letting out the box room|lodger stuff|lodger for the box room (Agnieszka)")
LR = (f'{L}/rent|price|cost|monthly rent|rent per month|how much|charge|monthly|rent amount|rental|monthly price|'
      'rate|fee|per month|monthly cost|room rent|rent agreed|agreed rent|pcm|monthly charge|rental price')
def rent(n):
    "Spellings of a monthly rent of £n with bills in."
    base = [f'£{n} a month', f'£{n}', f'{n}', f'£{n} per month', f'£{n}/month', f'£{n} pcm', f'{n} a month',
            f'£{n} pm', f'£{n}/mo', f'£{n} monthly', f'{n} pounds a month', f'£{n} a calendar month', f'{n} per month',
            f'£{n}.00', f'£{n}/pcm']
    return base + [f'{b} {w}' for b in base[:5] for w in ('with bills', 'including bills', 'incl. bills', 'inc bills',
                                                          'bills included', '(bills included)', '(including bills)',
                                                          ', bills included', 'incl bills', 'inclusive of bills')]
K = ("keys|key cutting|cut keys|get keys cut|key copies|spare keys|keys for Agnieszka|keys for lodger|"
     "keys for the lodger|lodger's keys|lodger keys|new keys|cut a key|get a key cut|key|copy keys|duplicate keys|"
     "extra keys|Timpson|key cut|keys cut|key for her|keys for her|cutting keys|get key cut|spare key|lodger key|"
     "keys cutting|copies of keys|key copy|keys to cut|cut keys for Agnieszka|Agnieszka's keys|Agnieszka keys|"
     "keys for the new lodger|get keys cut for the lodger|get keys cut for Agnieszka|house keys|keys for Agnieszka")
KW = (f'{K}/keys|which keys|which|locks|what|keys needed|list|items|keys to cut|which locks|doors|key list|what keys|'
      'to cut|copies|keys to copy|which doors|key types|types|for doors|lock|door|cut|needed|keys required')
KN = f'{K}/count|how many|number|quantity|qty|number of keys|how many keys|key count|total keys|no. of keys|amount'
sc('h12_lodger', 'Held-out 12 (issue 14): taking in a lodger and getting keys cut for her', 'A request opener '
   '("Could you keep a note of ...?") followed by "We\'ve decided to" with a room, a name and a job in a '
   '"She\'s called ..., works nights at" clause, rent and deposit '
   'joined with "and ... as deposit", an arrival date with the pronoun "She", a second task in a copular "Keys for '
   'her are the other job:" with two items, a shop and a unit price as a fragment ("about six quid a key"), a '
   'deadline as "the day before she arrives", a rent renegotiated ("We\'ve agreed 550 in the end") with a new '
   'parking slot (new and update), a check on the second task, a turn with nothing to record, one item dropped with '
   '"Scratch the back door one", a check over both.', [
 ("Could you keep a note of the lodger stuff for me? We've decided to let out the box room.", ['new'],
  {L: None,
   f'?{L}/room|which room|room to let|let room|bedroom|the room|room let': ['box room', 'the box room']}),
 ("She's called Agnieszka, works nights at St Mary's.", ['new'],
  {f'{L}/name|who|lodger name|lodger|tenant|person|called|lodger\'s name|tenant name|her name|new lodger|tenant\'s name':
   ['Agnieszka', 'Agnieszka (nurse)', "Agnieszka, St Mary's", "Agnieszka (works nights at St Mary's)",
    "Agnieszka (St Mary's)"],
   f'?{L}/job|work|works|occupation|employer|works at|profession|shifts|job details|works nights|workplace|'
   'hours|working pattern|shift pattern': ["nights at St Mary's", "St Mary's", "works nights at St Mary's",
                                           "night shifts at St Mary's", 'nights', "night shift at St Mary's",
                                           "works at St Mary's", "St Mary's (nights)", "nights, St Mary's"]}),
 ("£520 a month with bills, and £500 as deposit.", ['new'],
  {LR: rent(520),
   f'?{L}/bills|bills included|utilities|including|inclusive|bills incl|includes|includes bills|what\'s included|'
   'utilities included': ['included', 'bills included', 'yes', 'with bills', 'inclusive', 'included in rent',
                                 'including bills', 'incl.', 'all bills included', 'bills in', 'in', 'with rent'],
   f'{L}/deposit|deposit amount|up front|upfront|security deposit|bond|deposit required|damage deposit|advance|'
   'deposit fee|holding deposit|deposit paid': gbp(500, '£500 deposit', '£500 as deposit', '500 deposit')}),
 ("She arrives Sunday the 1st.", ['new'],
  {f'{L}/start|arrives|arrival|move in|move-in|move-in date|moving in|start date|arrival date|from|when|date|begins|'
   'starting|start from|tenancy start|arriving|coming|moves in|moving-in date|arrival day|move in date|'
   'start of tenancy|arrive|date arriving|from when': nth(1, 'Sunday', more=['Sunday', 'on Sunday', 'this Sunday',
                                                                             'Sunday 1st (arrives)'])}),
 ("Keys for her are the other job: one for the front Yale, one for the back door.", ['new'],
  {K: None,
   KW: ['front Yale and back door', 'front door Yale and back door', 'one front Yale, one back door',
        'front Yale, back door', 'front door and back door', 'Yale and back door', 'front Yale key and back door key',
        'one for the front Yale, one for the back door', 'front door (Yale) and back door', 'front (Yale) and back door',
        'front Yale key, back door key', '1 front Yale, 1 back door', 'front and back door', 'front and back',
        'front door Yale, back door', 'Yale (front) and back door', 'front door Yale key and back door key',
        'front Yale + back door', 'Yale, back door', 'front door, back door', 'front door Yale key, back door key',
        'front Yale, back door key', 'one front Yale key and one back door key', 'front Yale & back door',
        'front door (Yale), back door', 'front Yale; back door', 'the front Yale and the back door',
        'front Yale and the back door', 'front (Yale), back door', '1 x front Yale, 1 x back door',
        'front door Yale & back door', 'front Yale key & back door key', 'Yale front door key, back door key',
        'Yale front door and back door', 'front door Yale + back door', 'front and back door keys',
        'front and back keys', 'front Yale and back door keys', 'front Yale and back door key'],
   f'?{KN}': ['2', 'two', 'two keys', '2 keys', 'two (front Yale and back door)'],
   f'?{K}/for|who|for whom|recipient|whose|for who|keys for': ['Agnieszka', 'her', 'the lodger', 'for Agnieszka',
                                                              'lodger', 'for her', 'Agnieszka (lodger)']}),
 ("Timpson in the precinct, about six quid a key.", ['new'],
  {f'{K}/shop|where|from|store|key cutter|cutter|place|where to cut|cut at|cut where|supplier|vendor|location|'
   'shop name|get cut at|provider|business|key shop|where to get cut|cut by|key cutters|locksmith': [
      'Timpson', 'Timpson in the precinct', 'Timpsons', 'Timpson (precinct)', 'Timpson, precinct',
      'the precinct Timpson', 'Timpson at the precinct', "Timpson's", 'Timpson, in the precinct',
      'Timpson (in the precinct)', 'Timpson, the precinct', "Timpson's in the precinct", 'Timpsons in the precinct'],
   f'{K}/price|cost|how much|price each|per key|cost per key|each|price per key|cost each|unit price|rate|charge|'
   'fee|key price|key cost|cost of keys|price of keys|cost per copy|price a key': gbp(
      6, 'about £6 a key', 'about six quid a key', '£6 a key', '£6 each', '£6 per key', 'about £6 each',
      'around £6 a key', '~£6 each', '~£6 a key', 'about £6', 'around £6', 'six quid a key', 'about 6 quid a key',
      'about £6 per key', 'approx £6 each', 'roughly £6 a key', 'about six quid', '£6/key', 'approx. £6 per key',
      'about £6/key', 'around £6 each', 'about 6 pounds a key', 'about £6 a key (Timpson)', 'approx £6 a key')}),
 ("I'll want them done the day before she arrives.", ['new'],
  {f'{K}/deadline|by|due|when|by when|needed by|done by|date|ready by|need by|deadline date|before|target|'
   'timeframe|when by|do by|get done by|finish by|get by|required by|day|have by|ready': [
      'the day before she arrives', 'Saturday', 'by Saturday', 'the day before', 'day before arrival', 'before Sunday',
      'by Saturday (day before she arrives)', 'before she arrives', 'before the 1st', 'by the day before she arrives',
      'the Saturday', 'day before she arrives', 'before Sunday the 1st', 'by the Saturday before',
      'Saturday (the day before she arrives)', 'Saturday (day before arrival)', 'the day before she arrives (Saturday)',
      'day before she arrives (Saturday)', 'on Saturday', 'Sat', 'the day before her arrival', 'day before her arrival',
      'by the day before', 'the day before (Saturday)', 'Saturday, the day before she arrives',
      'by Saturday, the day before she arrives', 'the day before she arrives on Sunday',
      'the day before she arrives (Sat)', 'Saturday before she arrives', 'the day before arrival']}),
 ("We've agreed 550 in the end, with a parking space on the drive thrown in.", ['new', 'update'],
  {LR: rent(550) + ['£550 a month with bills and parking', '£550 a month including bills and parking',
                    '£550 with parking', '£550 a month with parking', '£550 a month incl. parking',
                    '£550 a month (with parking)', '£550 incl. parking space', '£550 a month, including parking space'],
   f'{L}/parking|parking space|parking included|car parking|space|parking spot|drive|driveway|car|parking on drive|'
   'extras included|extras|includes parking|parking on the drive|car space|parking place|thrown in|extra|included':
   ['parking space on the drive', 'a parking space on the drive', 'space on the drive', 'included', 'on the drive',
    'parking on the drive', 'yes', 'driveway space', 'yes, on the drive', 'parking space', 'space on drive',
    'included (on the drive)', 'drive', 'the drive', 'a space on the drive', 'driveway', 'a driveway space',
    'space on the driveway', 'parking on drive', 'parking space on drive', 'included, on the drive',
    'parking space on the drive (included)', 'yes (on the drive)', 'parking space on the drive thrown in',
    'a parking space on the drive, thrown in', 'included: parking space on the drive', 'parking space included',
    'parking on the drive included', 'yes - space on the drive', 'drive space', 'a parking space']}),
 ("What's the position on the keys?", ['check'], {}, check(K)),
 ("The box room's tiny, mind — she's brave.", [], {}),
 ("Scratch the back door one, she'll only ever use the front.", ['update'],
  {KW: ['front Yale', 'front door Yale', 'just the front Yale', 'front door', 'Yale', 'front Yale only',
        'front door only', 'just the front door', 'front Yale key', 'front door Yale key', 'one front Yale',
        '1 front Yale', 'front door key', 'the front Yale', 'front', 'just front door Yale', 'front door (Yale)',
        'Yale (front door)', 'front door Yale only', 'just the front', 'front door Yale key only', 'front only',
        'just the front Yale key', 'one for the front Yale', 'front (Yale)', 'Yale front door key', 'Yale front door',
        '1 x front Yale', 'the front door Yale', 'front door Yale (only)', 'front Yale (only)', 'front door (Yale) only',
        'just front Yale', 'just the front door Yale', 'only the front Yale', 'only the front door',
        'front Yale only (not back door)', 'front Yale (not the back door)', 'front door only (no back door)',
        'front Yale key only'],
   f'?{KN}': ['1', 'one', 'one key', '1 key', 'one (front Yale)', 'just one', 'just 1']}),
 ("Lodger and keys — full picture?", ['check'], {}, check(L, K)),
])

# 8 ----------------------------------------------------------------------------------------------------------------
H = ("hearing test|Mum's hearing test|Mum hearing test|hearing appointment|hearing check|hearing test for Mum|"
     "book hearing test|book a hearing test|Mum's hearing|hearing|audiology|audiologist|hearing assessment|ear test|"
     "Hidden Hearing|Hidden Hearing appointment|hearing test appointment|Mum's hearing appointment|test Mum's hearing|"
     "get Mum's hearing tested|hearing tested|hearing exam|Mum's ears|hearing check-up|audiology appointment|"
     "Mum appointment|Mum's appointment|hearing test at Hidden Hearing|Mum's hearing check|hearing test (Mum)|"
     "hearing test booking|Mum hearing check|free hearing test|Mum's hearing assessment|hearing check for Mum")
HD = (f'{H}/date|day|when|appointment|on|appointment date|test date|booked for|booking|date of test|test day|'
      'appointment day|visit|visit date|booked|scheduled|date booked|test on|appointment on')
T = ("TV headphones|headphones|wireless headphones|wireless TV headphones|TV headset|headphones for Mum|"
     "Mum's headphones|Mum headphones|Sennheiser|Sennheiser headphones|RS 120|Sennheiser RS 120|buy headphones|"
     "buy TV headphones|get headphones|TV listening headphones|telly headphones|headphones for the telly|"
     "headphones for the TV|headset|TV listener|wireless TV headset|headphones for TV|get TV headphones|new headphones|"
     "headphone purchase|Mum's TV headphones|wireless headphones for Mum|TV headphones for Mum|"
     "buy wireless TV headphones|get wireless TV headphones|headphones for Mum's TV|Mum's wireless headphones")
sc('h12_hearing', 'Held-out 12 (issue 14): a mother\'s hearing test and wireless TV headphones for her', 'A '
   'first-person opener that reports persuasion ("I\'ve finally talked her into") after a complaint, a provider and '
   'cost with "will do it for nothing", a date alone ("Monday the 10th.") and a time alone ("Quarter to three."), '
   'who drives with a reason, a second task begun "In the meantime" as a wish ("would stop the telly being on '
   'full blast"), a model, rough price and shop in one fragment, a cost split as "going halves", a date moved by a '
   'third party ("They\'ve moved her to the 17th, same time"), a check over both, a turn with nothing to record, a '
   'check on the second task alone last.', [
 ("Mum keeps insisting everyone mumbles, so I've finally talked her into a hearing test.", ['new'],
  {H: None,
   f'?{H}/for|who|patient|person|whose|for whom|client': ['Mum', 'my mum', 'for Mum', 'mother', 'my mother'],
   f'?{H}/reason|why|problem|symptom|issue|notes|note|complaint|because': [
      'everyone mumbles', 'thinks everyone mumbles', 'keeps saying everyone mumbles', 'she thinks everyone mumbles',
      'insists everyone mumbles', 'keeps insisting everyone mumbles', 'hard of hearing']}),
 ("Hidden Hearing in town will do it for nothing.", ['new'],
  {f'{H}/where|provider|place|location|clinic|who with|with|company|venue|practice|audiologist|centre|'
   'booked with|tester|shop|service|booked at|by|test centre|testing centre|where booked': [
      'Hidden Hearing', 'Hidden Hearing in town', 'Hidden Hearing (town)', 'Hidden Hearing, town centre',
      'Hidden Hearing in town centre', 'at Hidden Hearing', 'Hidden Hearing, in town', 'Hidden Hearing (in town)',
      'Hidden Hearing in the town centre', 'Hidden Hearing, town', 'Hidden Hearing in town (free)'],
   f'{H}/cost|price|fee|charge|how much|costs|payment|test cost|test price|fees|charges|cost of test|price of test':
   ['free', 'nothing', 'for nothing', 'no charge', '£0', 'free of charge', '0', 'no cost', 'free test', 'costs nothing']}),
 ("Monday the 10th.", ['new'],
  {HD: nth(10, 'Monday', more=['10'])}),
 ("Quarter to three.", ['new'],
  {f'{H}/time|at|appointment time|what time|time slot|slot|start time|test time|booked time|arrival time|'
   'time of appointment|time of test|appointment at|start': clock(2, 45)}),
 ("I'll drive her — she can't manage the bus with her hip.", ['new'],
  {f'{H}/transport|getting there|travel|lift|driver|who\'s driving|how getting there|driving|taking her|who takes her|'
   'travel arrangements|ride|getting her there|who drives|going with|escort|accompanied by|who goes with her|how|'
   'journey|transportation|how to get there|who\'s taking her|travel plan|transport arrangements|drive|drop off|'
   'take her|taken by|getting to appointment': [
      'I will drive her', "I'll drive her", 'me', 'I drive', 'me driving', 'driving her', "I'm driving", 'drive her',
      'I drive her', 'me (driving)', 'by car', 'car', 'I am driving her', 'driven by me', 'lift from me',
      'I am driving', 'me (driving her)', "I'll drive", 'I will drive', 'I drive her (not bus)', 'you drive her',
      'you (driving)', 'user drives', 'user driving', 'user will drive her', 'car (I drive)', 'driving',
      'I will drive (not the bus)', "I'll drive her (she can't manage the bus)", 'me, by car', 'lift',
      'lift from me (car)', 'driven', 'drive (not bus)', 'car, not bus', 'by car (I drive)', 'my car'],
   f'?{H}/mobility|why driving|reason for lift|can\'t take bus|hip|mobility issue|health|medical|condition|'
   'access needs|needs|bus': ['her hip', "can't manage the bus", 'bad hip', 'hip', "can't manage the bus with her hip",
                              'no bus (hip)', 'hip problem', "can't do the bus", 'bad hip, no bus']}),
 ("In the meantime a pair of those wireless TV headphones would stop the telly being on full blast.", ['new'],
  {T: None,
   f'?{T}/for|who|recipient|whose|for whom|user|person': ['Mum', 'for Mum', 'my mum'],
   f'?{T}/reason|why|purpose|problem|so that|to|goal|benefit|use|notes|note': [
      'stop the telly being on full blast', 'telly on full blast', 'TV too loud', 'so the telly is not on full blast',
      'stop the TV being on full blast', 'TV on full blast', 'telly too loud', 'so the TV is quieter',
      'to stop the telly being on full blast', 'volume', 'stop the telly blaring']}),
 ("The Sennheiser RS 120, about ninety pounds from Argos.", ['new'],
  {f'{T}/model|which|make|brand|product|type|which ones|choice|option|item|model name|kind|which model|which pair|'
   'make and model|pick|chosen|chosen model|headphones|style|name|product name': [
      'Sennheiser RS 120', 'Sennheiser RS120', 'RS 120', 'RS120', 'the Sennheiser RS 120', 'Sennheiser',
      'Sennheiser RS-120', 'RS-120', 'Sennheiser RS 120 wireless', 'Sennheiser RS 120 headphones'],
   f'{T}/price|cost|how much|budget|amount|approx price|approximate price|estimated cost|cost estimate|'
   'price estimate|rough price|rough cost|spend|total|total cost|approx cost|expected price|price approx': gbp(
      90, 'about £90', 'around £90', 'about ninety pounds', 'ninety pounds', '~£90', 'approx £90', 'roughly £90',
      '£90ish', 'about 90', 'around 90', 'about 90 pounds', 'approximately £90', '£90 approx', 'c. £90', '£90 at Argos',
      'about £90 from Argos', 'about £90 at Argos', 'around £90 at Argos', 'roughly ninety pounds', 'approx. £90',
      'ninety quid', 'about ninety quid', 'about ninety', 'ninety'),
   f'{T}/shop|where|from|store|retailer|buy from|seller|source|vendor|supplier|where to buy|buy where|'
   'purchase from|stockist|shop name|bought from|buy at|purchase at|get from|retailer name': [
      'Argos', 'from Argos', 'at Argos', 'Argos (about £90)']}),
 ("My brother's going halves with me.", ['new'],
  {f'{T}/split|paying|who pays|payment|cost split|sharing|share|split with|paid by|going halves|halves|split cost|'
   'cost sharing|contribution|funding|shared with|splitting|payer|payers|who\'s paying|paid for by|'
   'cost share|split the cost|shared cost|brother|contributions|chipping in|paid': [
      'halves with my brother', 'going halves with my brother', 'half each with my brother', '50/50 with my brother',
      'split with my brother', 'brother paying half', 'half from my brother', 'my brother', 'brother', 'halves',
      '50/50', 'split 50/50 with brother', 'split with brother', 'half each', 'going halves', 'shared with my brother',
      'split between me and my brother', 'me and my brother', 'brother and me', 'my brother and me',
      'half and half with my brother', 'going halves with brother', 'halves with brother', '£45 each', '45 each',
      'brother pays half', 'my brother pays half', 'split 50/50', '50-50 with my brother', 'half with my brother',
      'shared 50/50 with my brother', 'halves (with my brother)', 'halves with brother (£45 each)',
      'split 50:50 with my brother', 'me and my brother, halves', 'me and brother 50/50', 'brother going halves',
      'my brother going halves', 'brother is going halves', 'my brother is going halves', 'split with my brother 50/50',
      'you and your brother', 'halves with your brother', 'split with your brother', 'brother half', 'my brother half',
      'half', 'split in half']}),
 ("They've moved her to the 17th, same time.", ['update'],
  {HD: nth(17, 'Monday', more=['17', 'the 17th, same time', '17th, same time', 'Monday the 17th (same time)',
                               'the 17th (same time)'])}),
 ("Run both past me.", ['check'], {}, check(H, T)),
 ("She had the news on so loud this morning next door banged on the wall.", [], {}),
 ("Just the headphones again?", ['check'], {}, check(T)),
])

# 9 ----------------------------------------------------------------------------------------------------------------
M = ("mobility scooter|scooter|Grandad's scooter|Grandad's mobility scooter|mobility scooter for Grandad|"
     "scooter for Grandad|buy a mobility scooter|buy mobility scooter|get a mobility scooter|get Grandad a scooter|"
     "get Grandad a mobility scooter|Grandad scooter|Grandad mobility scooter|second-hand scooter|"
     "second-hand mobility scooter|used mobility scooter|mobility scooter purchase|scooter purchase|buy scooter|"
     "Pride scooter|Pride mobility scooter|the Pride|Pride Colt|find a mobility scooter|scooter for the shops|"
     "mobility aid|mobility scooter search|scooter hunt|buy Grandad a mobility scooter|buying a mobility scooter|"
     "mobility scooter for grandad|Grandad's new scooter|new scooter|scooter search|mobility scooter hunt")
MP = (f'{M}/price|asking price|cost|asking|listed at|listing price|how much|sale price|seller price|advertised price|'
      'price asked|seller asking|offer price|listed price|current price|asking price now|seller wants|price of it')
G2 = ("grab rail|grab bar|grab rail by the back door|back door grab rail|fit a grab rail|fit grab rail|"
      "grab rail fitting|install grab rail|handrail|hand rail|rail|grab handle|support rail|grab rail for Grandad|"
      "Grandad's grab rail|rail by the back door|back door rail|back door handrail|safety rail|get a grab rail|"
      "grab rail install|door rail|grab rail for back door|put up grab rail|grab rail job|grab rail installation|"
      "grab rail for the back door|fit a grab rail by the back door|Grandad grab rail|new grab rail|grab-rail|grabrail")
GF = (f'{G2}/finish|colour|color|material|style|type|metal|look|coating|kind|which|model|surface|colour finish|'
      'finish colour|shade|material finish|rail finish|rail colour')
sc('h12_scooter', 'Held-out 12 (issue 14): a mobility scooter for a grandfather and a grab rail by his door', 'A '
   'third-person opener ("Grandad\'s finally admitted he needs") with a reason after a dash, a budget and condition '
   'as a fragment joined by "and ...\'s fine", a class with its meaning ("pavement only, he\'s not going on the '
   'road"), a listing in a "There\'s a ... on Marketplace for 650" clause with a town, a viewing as a verbless '
   'fragment with a purpose ("to have a look"), a second task begun with "also" and a reason, a fitter and price '
   'from a neighbour\'s offer, a length and finish said alone ("60cm, chrome."), one turn updating both tasks (a '
   'new asking price and a finish chosen on advice), a check on the second task, a turn with nothing to record, a '
   'check over both with an order ("scooter first, then the rail").', [
 ("Grandad's finally admitted he needs a mobility scooter — the walk to the shops is too much for him now.", ['new'],
  {M: None,
   f'?{M}/for|who|user|whose|for whom|person|rider': ['Grandad', 'for Grandad', 'my grandad'],
   f'?{M}/reason|why|purpose|for what|need|needed for|problem|notes|note': [
      'walk to the shops', 'the walk to the shops is too much', 'getting to the shops', 'for the shops',
      'trips to the shops', 'shops', 'walk to shops too much', 'walk to the shops too much',
      'the walk to the shops is too much for him', "can't manage the walk to the shops"]}),
 ("About £800, and second-hand's fine.", ['new'],
  {f'{M}/budget|max|max spend|spend|limit|price limit|budget limit|up to|maximum|price range|spending limit|afford|'
   'max price|top budget|money available|how much to spend|budget max|maximum budget|total budget|budget amount':
   gbp(800, 'about £800', 'around £800', '~£800', 'up to £800', 'about 800', 'roughly £800', 'approx £800',
       '£800 max', 'about £800 (second-hand fine)', 'about £800, second-hand fine', 'approx. £800', 'around 800',
       'about 800 pounds', 'c. £800', 'about £800 max', 'approximately £800', '£800ish', 'roughly 800'),
   f'{M}/condition|second-hand|new or used|used|secondhand|second hand|used ok|state|condition ok|preowned|pre-owned|'
   'new or second-hand|second-hand ok|second-hand fine|condition accepted|acceptable condition|used fine|age|'
   'new or secondhand|second hand ok': [
      'second-hand fine', 'second-hand', 'second-hand is fine', 'used', 'used is fine', 'second-hand OK',
      'secondhand fine', 'second hand fine', 'used OK', 'new or second-hand', 'second-hand or new', 'either',
      'pre-owned fine', 'second hand', 'secondhand', 'used fine', 'second-hand acceptable', 'yes',
      'second-hand is OK', 'second-hand okay', 'used or new', 'new or used', 'second hand is fine', 'ok',
      'fine', 'allowed', 'acceptable', 'second-hand allowed', 'used acceptable', 'second-hand accepted']}),
 ("Class 2 — pavement only, he's not going on the road.", ['new'],
  {f'{M}/class|category|class type|scooter class|road or pavement|pavement or road|usage|where used|road use|'
   'classification|scooter type|model type|kind|type|use|pavement|road|pavement only|where|terrain|licence class|'
   'where to use|where it goes': [
      'Class 2', 'Class 2 (pavement only)', 'pavement only', 'class 2, pavement only', 'Class 2 pavement', 'class two',
      'Class II', 'Class 2 – pavement only', 'Class 2 - pavement only', 'pavement (class 2)', 'Class 2 pavement only',
      'Class 2, pavement only, not road', 'class 2 (pavement, not road)', 'class 2 - pavement, not road',
      'Class 2 — pavement only', 'Class 2: pavement only', 'Class 2 (pavement only, not road)',
      'Class 2 (pavement only, no road)', 'pavement only (class 2)', 'Class 2, pavement only (not road)',
      'pavement only, not road', 'pavement, not road', 'class 2 pavement scooter', 'class 2 (pavement)',
      'Class 2 pavement scooter', 'pavement-only Class 2', 'Class 2 pavement-only', 'pavement-only', 'pavement']}),
 ("There's a Pride Colt on Marketplace for 650, seller's in Didcot.", ['new'],
  {f'{M}/option|listing|found|candidate|which|model|make|brand|scooter|the one|choice|product|possible|advert|ad|'
   'make and model|match|option found|shortlist|lead|contender|current option|prospect|which scooter|what|item|'
   'found one|one found|listing found|possibility|found scooter|current candidate|name|scooter model': [
      'Pride Colt', 'a Pride Colt', 'Pride Colt on Marketplace', 'the Pride Colt', 'Pride', 'Pride Colt (Marketplace)',
      'Pride Colt on Facebook Marketplace', 'Pride Colt, Didcot', 'Pride Colt in Didcot', 'Pride Colt (Didcot)',
      'Pride Colt, Marketplace', 'Pride Colt scooter', 'Pride Colt mobility scooter'],
   MP: gbp(650, '£650 on Marketplace', 'asking £650', '£650 asking', '£650 (Marketplace)'),
   f'{M}/seller location|seller|location|seller in|pick up from|pickup|collection|collect from|collection from|based|'
   'seller based|where is it|located|town|place|area|seller\'s location|seller town|seller area|where seller|'
   'collect|collection location|pickup location|seller where|where it is|seller based in': [
      'Didcot', 'in Didcot', 'seller in Didcot', 'Didcot (seller)', 'seller is in Didcot', "seller's in Didcot",
      'Didcot, Oxfordshire', 'collect from Didcot', 'seller based in Didcot', 'in Didcot (seller)'],
   f'?{M}/source|site|listed on|marketplace|platform|found on|website|advertised on|listed where|listing site|'
   'seen on|where listed|advertised where': ['Marketplace', 'Facebook Marketplace', 'on Marketplace',
                                             'FB Marketplace', 'on Facebook Marketplace']}),
 ("Sunday at 2 to have a look.", ['new'],
  {f'{M}/viewing|viewing date|viewing day|view|see it|have a look|look|visit|when|date|day|appointment|'
   'viewing appointment|go see|look at it|check it out|inspection|viewing on|view on|see it on|viewing when|'
   'look at|viewing arranged|go and see|going to see|test drive|trial': [
      'Sunday', 'Sun', 'on Sunday', 'this Sunday', 'Sunday at 2', 'Sunday 2pm', 'Sunday, 2pm', 'Sun 2pm',
      'Sunday at 2pm', 'Sunday 2', 'Sunday 14:00', 'Sunday at two', 'Sun at 2', 'Sunday 2:00', 'Sunday 2.00pm',
      'Sunday at 2:00pm', 'Sunday, 2', 'Sunday 2 pm', 'this Sunday at 2', 'on Sunday at 2', 'Sunday at 2 pm',
      'Sunday at 2 (to have a look)', 'Sunday at 2pm (to have a look)', 'Sunday at 2, to have a look',
      'Sunday at 2 to have a look', 'Sunday 2pm viewing', 'Sun 2 pm', 'Sunday @ 2pm', 'Sunday at 2:00'],
   f'?{M}/viewing time|time|at|what time|viewing at|time of viewing|view time|look time': clock(2)}),
 ("He also wants a grab rail by the back door, the step's got worse.", ['new'],
  {G2: None,
   f'{G2}/where|location|position|place|which door|door|fit where|site|spot|placement|fitted where|goes where|'
   'install where|by|positioned|fit at|fitting location|location of rail|where to fit|at': [
      'by the back door', 'back door', 'the back door', 'next to the back door', 'at the back door',
      'beside the back door', 'back door step', 'by the back door step', 'by back door', 'back door (step)',
      "Grandad's back door", 'by his back door', 'his back door'],
   f'?{G2}/reason|why|purpose|problem|note|notes|issue|because|need': [
      "the step's got worse", 'step got worse', 'the step', 'step is worse', 'step', 'the step has got worse',
      'step getting worse', 'step has got worse', 'the step is worse', 'worsening step']}),
 ("Stan from next door's handy, said he'll fit it for a pint.", ['new'],
  {f'{G2}/fitter|who|fitted by|installer|fitting|who fits|fit by|handyman|install by|who\'s fitting|doing it|helper|'
   'fit|installing|installation|who installs|labour|who will fit|fitted|install|who\'s doing it|done by|person|'
   'tradesman|with|by whom': [
      'Stan', 'Stan from next door', 'Stan next door', 'Stan (next door)', 'the neighbour Stan', 'neighbour Stan',
      'Stan, next door', 'Stan (neighbour)', 'Stan, the neighbour', 'Stan the neighbour', 'Stan — next door',
      'Stan from next door (for a pint)', 'Stan (for a pint)', 'Stan, for a pint', 'next door neighbour Stan'],
   f'?{G2}/cost|price|payment|fee|charge|labour cost|fitting cost|how much|cost of fitting|paying|pay|fitting fee|'
   'fitting price|labour price|in return|payment for fitting|cost to fit': [
      'a pint', 'for a pint', 'one pint', 'pint', 'a pint for Stan', 'free (a pint)', 'a beer', 'a pint of beer',
      'free', 'a pint (for Stan)']}),
 ("60cm, chrome.", ['new'],
  {f'{G2}/length|size|how long|dimensions|rail length|length needed|long|measurement|size needed|width|span|'
   'measurements|rail size|lengths|size of rail|dimension': [
      '60cm', '60 cm', '600mm', '60 centimetres', 'sixty centimetres', '600 mm', '60cm long', '60', '0.6m', '60cms',
      '60 cms', '60 cm long', '0.6 m', '60 centimeters', '60cm (length)'],
   GF: ['chrome', 'Chrome', 'chrome finish', 'chrome-plated', 'chromed', 'chrome plated', 'polished chrome']}),
 ("Seller's now asking 700, cheeky so-and-so — and Stan reckons white would suit the door better than chrome, so "
  "let's do white.", ['update'],
  {MP: gbp(700, '£700 on Marketplace', 'asking £700', '£700 asking', '£700 (Marketplace)', 'now £700', '£700 now',
           'now asking £700', '£700 (now)'),
   GF: ['white', 'White', 'white finish', 'white coated', 'white powder-coated', 'white (not chrome)',
        'white rather than chrome', 'white instead of chrome', 'white, not chrome', 'white powder coated',
        'white coating', 'white colour', 'white color', 'white (Stan\'s idea)', 'white to suit the door',
        'white (to suit the door)', 'white, to suit the door']}),
 ("How's the grab rail looking in your notes?", ['check'], {}, check(G2)),
 ("He's already planning to race Mrs Dobbs down the precinct.", [], {}),
 ("Tell me all of it — scooter first, then the rail.", ['check'], {}, check(M, G2)),
])

# 10 ---------------------------------------------------------------------------------------------------------------
PO = ("pond|wildlife pond|dig a pond|dig the pond|pond project|garden pond|build a pond|building a pond|pond dig|"
      "new pond|make a pond|wildlife pond project|pond in the garden|back garden pond|pond build|digging the pond|"
      "pond digging|half term pond|half-term pond|the pond|pond for wildlife|wildlife pond in the garden|"
      "dig a wildlife pond|mini pond|pond job|half-term project|half term project|pond with the kids|"
      "wildlife pond with the kids|garden pond project|build wildlife pond|make a wildlife pond|wildlife pond build")
POD = (f'{PO}/dig date|dig|digging|date|day|when|dig day|digging day|start|start date|on|build date|dig on|'
       'digging date|building day|doing it|work day|dig it|planned for|scheduled|when digging|digging on|'
       'build day|date of dig|day of dig|dig when')
POL = (f'{PO}/liner|pond liner|liner size|which liner|liner type|liner choice|lining|membrane|liner product|'
       'liner model|liner needed|liner dimensions|liners|pond lining|liner bought|liner to buy')
POC = (f'{PO}/cost|price|liner cost|liner price|how much|budget|amount|spend|total|cost of liner|price of liner|'
       'costs|total cost|pond cost|spent')
def liner(a, b, where=True):
    "Spellings of an a by b metre liner (from Wickes)."
    v = [f'{a} by {b}', f'{a} x {b}', f'{a}x{b}', f'{a} by {b} metre', f'{a} by {b} metres', f'{a} x {b} m',
         f'{a} x {b}m', f'{a}m x {b}m', f'{a}x{b}m', f'{a} x {b} metre', f'{a} x {b} metres', f'{a} by {b}m',
         f'{a} by {b} m', f'{a} × {b} m', f'{a}m × {b}m', f'{a} x {b}m liner', f'{a}m x {b}m liner',
         f'{a} by {b} metre liner', f'{a} by {b} metre one', f'the {a} by {b} metre one', f'{a}m by {b}m',
         f'{a} metres by {b} metres', f'{a} metre by {b} metre', f'{a} x {b} metre liner', f'{a}m x {b}m pond liner',
         f'{a} x {b}m pond liner', f'{a} by {b} (bigger)' if a == 5 else f'{a} by {b} (smaller)']
    if where: v += [f'{x} from Wickes' for x in v[:13]] + [f'Wickes {x}' for x in v[:13]] + \
                   [f'{x} (Wickes)' for x in v[:13]] + [f'the {a} by {b} metre one from Wickes',
                                                        f'{a} by {b} metre liner from Wickes', f'{a}x{b}m from Wickes',
                                                        f'Wickes {a} by {b} metre']
    return v
L54, C62 = liner(5, 4), gbp(62, '£62 at Wickes', '£62 from Wickes', '£62 for the liner', '£62 (liner)',
                            '£62 for the 5 by 4', '£62 (5 x 4m liner)')
L43, C45 = liner(4, 3), gbp(45, '£45 at Wickes', '£45 from Wickes', '£45 for the liner', '£45 (liner)',
                            '£45 for the 4 by 3', '£45 (4 x 3m liner)', 'only £45', 'just £45')
HH = ("hedgehog house|hedgehog home|hedgehog box|hedgehog shelter|hedgehog hut|buy a hedgehog house|"
      "buy hedgehog house|get a hedgehog house|hedgehog|hedgehogs|house for hedgehogs|hedgehog hotel|"
      "hedgehog house for the kids|hedgehog house purchase|hedgehog nest box|hedgehog habitat|home for hedgehogs|"
      "hedgehog house from garden centre|garden centre hedgehog house|hog house|hedgehog shed|hedgehog house project|"
      "hedgehog home purchase|hedgehog house from the garden centre|a hedgehog house|the hedgehog house|buy hedgehog home")
sc('h12_pond', 'Held-out 12 (issue 14): digging a wildlife pond and buying a hedgehog house', 'A verbless opener '
   'with a colon ("Half-term project with the kids: a wildlife pond") and a dig date in a "we\'ll dig it on" clause, '
   'dimensions and a depth as a hedged fragment ("Roughly one and a half by one metre, 60cm at the deepest"), a '
   'liner, shop and price in a copular "Liner\'s the ... one from", a second task begun "Oh — and" as a bare noun '
   'with a reason about the kids, a price said alone ("£29.99."), a location with the pronoun "It\'ll go", a '
   'liner and price replaced with "Actually the ... would do", a check on the first task, a day moved with "The dig\'s '
   'Sunday now" and a reason, a turn with nothing to record, the first liner restored with "Go back to the first '
   'liner" (its price implied), a check over both.', [
 ("Half-term project with the kids: a wildlife pond in the back garden. We'll dig it on Saturday the 18th.", ['new'],
  {PO: None,
   POD: nth(18, 'Saturday', more=['Saturday', 'Sat', 'this Saturday']),
   f'?{PO}/half term|timeframe|during|period|project time|holiday|timing|when for|project period': [
      'half term', 'half-term', 'during half term', 'over half term', 'half-term project', 'half-term holiday'],
   f'?{PO}/with|who|helpers|who\'s helping|people|doing it with|team|helping|kids': [
      'the kids', 'with the kids', 'kids', 'me and the kids', 'children', 'the children'],
   f'?{PO}/location|place|site|spot|garden|in|position|which garden|placement|where in garden': [
      'back garden', 'the back garden', 'in the back garden']}),
 ("Roughly one and a half by one metre, 60cm at the deepest.", ['new'],
  {f'{PO}/size|dimensions|how big|area|footprint|measurements|length and width|width|length|shape|pond size|'
   'surface|surface area|size of pond|pond dimensions|dims|length x width': [
      '1.5 by 1 metre', '1.5m x 1m', '1.5 x 1 m', 'one and a half by one metre', '1.5 x 1m', '1.5m by 1m',
      'roughly 1.5 by 1 metre', 'about 1.5m x 1m', 'roughly 1.5m x 1m', '1.5 x 1', '1.5 by 1', '150cm x 100cm',
      '150 x 100 cm', '1.5 x 1 metres', '1.5 by 1 metres', 'approx 1.5m x 1m', '~1.5m x 1m', '1.5m × 1m', '1.5 × 1 m',
      'roughly one and a half by one metre', 'about 1.5 by 1 metre', '1.5 x 1.0 m', '1.5m x 1.0m', 'roughly 1.5 x 1m',
      'about 1.5 x 1 m', '1.5 metres by 1 metre', 'roughly 1.5 metres by 1 metre', '1.5x1m', '1.5 by 1m',
      'approx. 1.5m x 1m', 'around 1.5m x 1m', 'c. 1.5m x 1m', '1.5m x 1m (roughly)', '1.5 x 1 m (approx)',
      'one and a half metres by one metre', '1.5m long x 1m wide', '1.5m by 1m (roughly)', '1.5 m x 1 m'],
   f'{PO}/depth|deepest|how deep|max depth|maximum depth|deep|deepest point|depth at deepest|deepest part|'
   'deepest bit|max deep|pond depth|depth max|deepest depth|maximum': [
      '60cm', '60 cm', '60cm at the deepest', '600mm', '60 cm at deepest', '60cm max', '0.6m', '60cm deep',
      'up to 60cm', '60cm (deepest)', '60cm deepest', '60', 'sixty centimetres', '60cms', '60cm at deepest point',
      '60 centimetres', '60cm at deepest', '60 cm (deepest)', '60cm at the deepest point', '60cm at its deepest',
      '60 cm max', '0.6 m', 'max 60cm', '60cm maximum']}),
 ("Liner's the 5 by 4 metre one from Wickes, £62.", ['new'],
  {POL: L54,
   f'{PO}/shop|where|from|store|retailer|supplier|buy from|seller|source|vendor|where to buy|buy where|'
   'purchase from|stockist|liner from|liner shop|DIY store|liner supplier|liner source|bought from': [
      'Wickes', 'from Wickes', 'at Wickes'],
   POC: C62}),
 ("Oh — and a hedgehog house. The kids saw one at the garden centre and haven't shut up about it since.", ['new'],
  {HH: None,
   f'?{HH}/shop|where|from|store|retailer|buy from|seller|source|vendor|where to buy|buy where|seen at|garden centre|'
   'stockist|where seen|shop name|purchase from': ['the garden centre', 'garden centre', 'at the garden centre',
                                                   'from the garden centre'],
   f'?{HH}/reason|why|for|who wants it|who|requested by|for whom|wanted by|because|note|notes': [
      'the kids', 'kids', 'the kids want one', 'kids want it', 'for the kids', "the kids haven't shut up about it",
      'kids saw one at the garden centre', 'the kids saw one']}),
 ("£29.99.", ['new'],
  {f'{HH}/price|cost|how much|budget|amount|price tag|spend|hedgehog house price|cost of it|costs|total|'
   'price of it|cost of hedgehog house|price of hedgehog house': [
      '£29.99', '29.99', '£29.99 at the garden centre', '29.99 pounds', '£29.99 (garden centre)', 'just under £30',
      '£29.99 from the garden centre']}),
 ("It'll go under the hedge at the bottom.", ['new'],
  {f'{HH}/location|where to put|placement|position|spot|site|put where|going where|goes|place|placed|put it|goes where|'
   'location in garden|siting|install where|put|positioning|place it|going|where it goes|where to go|site it|'
   'where in the garden|garden location|sited': [
      'under the hedge at the bottom', 'under the hedge', 'bottom hedge', 'under the bottom hedge',
      'under the hedge at the bottom of the garden', 'the hedge at the bottom', 'bottom of the garden under the hedge',
      'under hedge at bottom', 'beneath the hedge at the bottom', 'hedge at the bottom of the garden',
      'at the bottom under the hedge', 'under the hedge (bottom of garden)', 'bottom of the garden, under the hedge',
      'under the hedge at the bottom of the garden', 'under the hedge, bottom of the garden', 'hedge at the bottom',
      'under the bottom hedge', 'under the hedge at the end', 'bottom of garden under hedge',
      'under the hedge at bottom of garden', 'under the hedge (at the bottom)', 'under the hedge at the bottom (garden)']}),
 ("Actually the 4 by 3 would do, and it's only £45.", ['update'], {POL: L43, POC: C45}),
 ("Pond so far — what have you got written down?", ['check'], {}, check(PO)),
 ("The dig's Sunday now — Saturday's forecast is grim.", ['update'],
  {POD: nth(19, 'Sunday', more=['Sunday', 'Sun', 'on Sunday', 'this Sunday', 'Sunday instead', 'Sunday (not Saturday)',
                                'Sunday the 19th (not Saturday)'])}),
 ("Rain's already started, typical.", [], {}),
 ("Go back to the first liner — the smaller one won't leave enough overlap round the edges.", ['update'],
  {POL: L54, POC: C62}),
 ("Both, please — pond and hedgehog house.", ['check'], {}, check(PO, HH)),
])
