"""Write the fifteenth held-out TRIM scenarios (issue 14, session 9, blind set) from a compact form: each turn
sets/deletes gold paths; check turns carry the facts an answer must state (every set slot of the tasks asked about,
or the one slot asked about)."""
import itertools, re, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (session 9, blind set h15) by a writer who did not see the rules or the classifier (only "
       "the scorer, compact.py and the h12 format), before any classifier ran on it; ten conversations in domains used "
       "nowhere else; never to be edited after the first run.")
_sc = writer(sys.argv[1] if len(sys.argv) > 1 else str(Path(__file__).resolve().parent), 'held_out', SRC)

WORDS = {1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', 10: 'ten',
         11: 'eleven', 12: 'twelve'}
def uniq(xs): return list(dict.fromkeys(xs))
def sfx(n): return 'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')
def nth(n, wd=None, mon=None, more=()):
    "Spellings of a day of the month (with its weekday and month when they were said)."
    o = f'{n}{sfx(n)}'
    v = [f'the {o}', o, f'on the {o}']
    if wd: v += [f'{wd} the {o}', f'{wd} {o}', f'{wd[:3]} {o}', f'{wd} {n}', f'on {wd} the {o}', f'{wd}, the {o}',
                 f'{wd[:3]} the {o}']
    if mon: v += [f'{n} {mon}', f'{o} {mon}', f'{mon} {n}', f'{mon} {o}', f'the {o} of {mon}', f'{o} of {mon}',
                  f'{n} {mon[:3]}', f'{mon[:3]} {n}', f'{o} {mon[:3]}', f'{mon[:3]} {o}', f'{mon}, {n}']
    if wd and mon: v += [f'{wd} {n} {mon}', f'{wd} {o} {mon}', f'{wd}, {n} {mon}', f'{wd} the {o} of {mon}',
                         f'{wd[:3]} {n} {mon[:3]}', f'{wd[:3]} {o} {mon}', f'{wd} {mon} {n}', f'{wd}, {mon} {n}',
                         f'{wd[:3]} {mon[:3]} {n}', f'{wd[:3]}, {mon[:3]} {n}', f'{wd} {mon} {o}',
                         f'{wd[:3]} {mon} {n}', f'{wd[:3]} {n} {mon}']
    return uniq(v + list(more))
def clock(h, m=0, ap='pm', more=()):
    "Spellings of a time of day."
    h24, w, mm = (h + 12 if ap == 'pm' and h != 12 else h), WORDS[h], f'{m:02d}'
    if m == 0:
        v = [f'{h}', f'{h}{ap}', f'{h} {ap}', f'{h}:00', f'{h}.00', f'{h}:00{ap}', f'{h}.00{ap}', f'{h}:00 {ap}',
             f'{h}.00 {ap}', f'{h24:02d}:00', f'{h24}:00', f"{h} o'clock", f'at {h}', f'at {h}{ap}', w, f"{w} o'clock",
             f'{h} {ap[0]}.m.', f'{h} {"in the morning" if ap == "am" else "in the afternoon"}']
    else:
        v = [f'{h}:{mm}', f'{h}.{mm}', f'{h}:{mm}{ap}', f'{h}.{mm}{ap}', f'{h}:{mm} {ap}', f'{h}.{mm} {ap}',
             f'{h24:02d}:{mm}', f'{h24}:{mm}', f'at {h}:{mm}', f'at {h}.{mm}', f'at {h}:{mm}{ap}', f'{h}:{mm} {ap[0]}.m.']
        nw = WORDS[h % 12 + 1]
        v += {15: [f'quarter past {w}', f'quarter past {h}', f'a quarter past {w}'],
              30: [f'half past {w}', f'half past {h}', f'half {w}', f'half {h}'],
              45: [f'quarter to {nw}', f'quarter to {h % 12 + 1}', f'a quarter to {nw}']}.get(m, [])
    return uniq(v + list(more))
def window(a, b, apa='am', apb='pm', more=()):
    "Spellings of a time window from a to b o'clock."
    a24, b24 = (a + 12 if apa == 'pm' and a != 12 else a), (b + 12 if apb == 'pm' and b != 12 else b)
    v = []
    for sep in ('-', '–', ' to ', ' till ', ' til ', ' - ', ' until '):
        v += [f'{a}{sep}{b}', f'{a}{apa}{sep}{b}{apb}', f'{a}{sep}{b}{apb}', f'{a}:00{sep}{b}:00', f'{a}.00{sep}{b}.00',
              f'{a24:02d}:00{sep}{b24:02d}:00', f'{a}:00{apa}{sep}{b}:00{apb}', f'{a} {apa}{sep}{b} {apb}']
        if b == 12: v += [f'{a}{apa}{sep}midday', f'{a}{apa}{sep}noon', f'{a}{sep}midday', f'{a}{sep}noon']
    v += [f'between {a} and {b}', f'between {a}{apa} and {b}{apb}', f'between {a} and {b}{apb}', f'from {a} to {b}',
          f'from {a}{apa} to {b}{apb}', f'{WORDS[a]} till {WORDS[b]}', f'{WORDS[a]} to {WORDS[b]}',
          f'{a}-{b} window', f'{a}{apa}-{b}{apb} window', f'{a} and {b}']
    return uniq(v + list(more))
def gbp(n, *more):
    v = [f'£{n}', str(n), f'{n} pounds', f'{n} quid'] + ([f'£{n}.00'] if isinstance(n, int) else [])
    return uniq(v + list(more))
def usd(n, *more):
    v = [f'${n}', str(n), f'{n} dollars', f'{n} bucks', f'${n} USD', f'USD {n}'] + \
        ([f'${n}.00'] if isinstance(n, int) else [])
    return uniq(v + list(more))
def reg(s, *more):
    "Spellings of a number plate."
    return uniq([s, s.replace(' ', ''), s.lower(), s.lower().replace(' ', ''), s.replace(' ', '-')] + list(more))
def items(*groups):
    "Spellings of a list of things, each given by its spellings (compared as sets by the scorer)."
    out = []
    for combo in itertools.product(*groups):
        c = list(combo)
        out += [', '.join(c), ', '.join(c[:-1]) + ' and ' + c[-1], ', '.join(c[:-1]) + ', and ' + c[-1],
                ' & '.join(c), ' + '.join(c), '; '.join(c)]
    return uniq(out)

def check(*roots): return {'_facts': roots}
def ask(*paths): return {'_ask': paths}

def _norm(s):
    s = re.sub(r"[^a-z0-9 ]", ' ', s.lower())
    return ' '.join(w[:-1] if len(w) > 3 and w.endswith('s') else w for w in s.split() if w != 'the')
def _lint(name, turns):
    "Every path root/slot at most; roots of different tasks and slots of one task share no spelling."
    roots, slots = {}, {}
    for t in turns:
        for k in t[2]:
            p = k.lstrip('?')
            assert p.count('/') <= 1 and '=' not in p, (name, p[:80])
            r = p.split('/')[0]
            roots.setdefault(r, set(map(_norm, r.split('|'))))
            if '/' in p: slots.setdefault(r, {}).setdefault(p.split('/')[1], set(map(_norm, p.split('/')[1].split('|'))))
    rs = list(roots.items())
    for (a, x), (b, y) in itertools.combinations(rs, 2):
        assert not x & y, (name, 'roots share', x & y)
    for r, d in slots.items():
        for (a, x), (b, y) in itertools.combinations(d.items(), 2):
            assert not x & y, (name, r.split('|')[0], a.split('|')[0], b.split('|')[0], x & y)

def sc(name, title, desc, turns):
    "Write a scenario; check(root, ...) gives as facts every set slot of those roots, ask(path, ...) those paths."
    _lint(name, turns)
    st, out = {}, []
    for t in turns:
        ch, extra = {k: (uniq(v) if isinstance(v, list) else v) for k, v in t[2].items()}, dict(t[3]) if len(t) > 3 else {}
        for k, v in ch.items():
            if v == 'DEL': st.pop(k)
            else: st[k] = v
        fact = lambda k, v: f'{k}=' + '|'.join(v if isinstance(v, list) else [v])
        if '_facts' in extra:
            roots = extra.pop('_facts')
            extra['facts'] = [fact(k, v) for k, v in st.items()
                              if '/' in k and not k.startswith('?') and k.split('/')[0] in roots and v is not None]
            assert extra['facts'], (name, t[0])
        if '_ask' in extra:
            extra['facts'] = [fact(k, st[k]) for k in extra.pop('_ask')]
        out.append((t[0], t[1], ch, extra))
    _sc(name, title, desc, out)

# 1 ----------------------------------------------------------------------------------------------------------------
B = ('replacement bin|new bin|bin|green bin|replace bin|replace the bin|replace green bin|replace the green bin|'
     'replacement green bin|new green bin|wheelie bin|replacement wheelie bin|new wheelie bin|broken bin|cracked bin|'
     'bin replacement|green bin replacement|wheelie bin replacement|council bin|bin lid|broken green bin|order new bin|'
     'order a new bin|order replacement bin|get a new bin|get a replacement bin|replacement bin request|bin request|'
     'recycling bin|replace wheelie bin|replace broken bin|sort replacement bin|damaged bin|bin damage|bin claim|'
     'green wheelie bin|cracked green bin|broken wheelie bin|replacement green wheelie bin|new bin from the council|'
     'bin lid replacement|replace bin lid|bin report|report broken bin')
BR_ = (f'{B}/reference|ref|ref number|reference number|ref no|case number|case ref|case reference|job number|'
       'request number|report number|booking ref|council ref|council reference|order number|ticket number|'
       'claim number|ref #|crm number|ref no.|reference no|request ref|report ref|case no|case id|ref code')
BC = (f'{B}/cost|price|fee|charge|how much|payment|replacement cost|cost of replacement|charges|amount|pay|to pay|'
      'bin cost|bin price|price of bin|replacement fee|replacement charge|charged|paying|replacement price|cost to us|'
      'bin fee|bin charge')
GW = ('garden waste|garden waste subscription|garden waste collection|brown bin|garden waste bin|'
      'brown bin subscription|garden waste service|subscribe to garden waste|sign up for garden waste|'
      'garden waste sign-up|garden waste signup|brown bin collection|garden bin|green waste|green waste subscription|'
      'garden waste scheme|brown garden waste bin|garden waste permit|garden waste renewal|garden waste collections|'
      'brown bin service|sign up to garden waste|garden waste thing|council garden waste|garden waste licence|'
      'garden waste sticker|brown bin sign-up|garden waste brown bin|garden waste sub|yard waste')
GP = (f'{GW}/price|cost|fee|how much|charge|subscription|subscription cost|subscription fee|annual fee|annual cost|'
      'yearly cost|yearly fee|price per year|cost per year|annual price|rate|amount|annual charge|per year|'
      'annual subscription|subscription price|yearly price|charges|our share|our cost|cost to us|share|price for us')
GS = (f'{GW}/shared with|sharing with|split with|going halves with|halves with|shared|sharing|share with|'
      'shared bin|sharing bin|co-subscriber|with|joint with|split|shared between|split cost with|sharing with neighbour')
sc('h15_bins', 'Held-out 15 (issue 14): a replacement wheelie bin and a garden waste subscription', 'A narrative '
   'opener about what happened with a request only at the end ("need to get a replacement sorted"), a reference '
   'and a cost as a reason clause ("since it was their crew they\'ll do it free"), a second task begun "Oh, and '
   'while I had them on the phone" with a yearly price, a start date and a collection pattern in one turn, a '
   'deadline in a "Have to ... by" clause, thanks with nothing to record, a check on one slot ("that ref number '
   'again"), a digit-swap correction, a cost changed by a third party\'s reason, a price halved by sharing with a '
   'neighbour (new and update), the sharing withdrawn and the full price restored, a check on the second task, a '
   'check over both.', [
 ("Bin men knocked our green bin off the back of the lorry on Tuesday and the lid's cracked clean in half — "
  "need to get a replacement sorted.", ['new'],
  {B: None,
   f'?{B}/damage|problem|issue|fault|reason|why|what happened|notes|note|cause|damage done|what\'s wrong|condition|'
   'details|incident': [
      'cracked lid', 'lid cracked', 'lid cracked in half', 'lid cracked clean in half', 'knocked off the lorry',
      'cracked lid (knocked off the lorry)', 'knocked off the lorry, lid cracked', 'lid cracked clean in half',
      'the lid is cracked', 'broken lid', 'knocked off the back of the lorry', 'bin men knocked it off the lorry',
      'knocked off the lorry by the bin men', 'lid cracked in half (knocked off lorry)', 'lid broken in half'],
   f'?{B}/when happened|date damaged|incident date|happened|damaged on|date of damage|happened on|damaged|when damaged':
   ['Tuesday', 'on Tuesday', 'last Tuesday', 'Tue', 'Tues'],
   f'?{B}/which bin|bin type|type|colour|color|bin colour|which|container': [
      'green', 'green bin', 'the green bin', 'green wheelie bin'],
   f'?{B}/caused by|who|whose fault|fault of|by|responsible|at fault|damaged by|who did it': [
      'bin men', 'the bin men', 'the crew', 'council crew', 'bin crew', "the council's bin men", 'the binmen',
      'binmen', 'council']}),
 ("Rang the council. Ref's BN-40722, and since it was their crew they'll do it free.", ['new'],
  {BR_: reg('BN-40722', 'BN40722', 'BN 40722', '40722', 'ref BN-40722', '#BN-40722', 'BN-40722 (council)'),
   BC: ['free', 'no charge', 'free of charge', '£0', 'nothing', 'no cost', 'free (their crew)',
        'free, their crew did it', 'free (council at fault)', 'free (their fault)', 'free since it was their crew',
        'free (their crew did it)', "free (council's fault)", 'no charge (their crew)', 'free of charge (their crew)'],
   f'?{B}/contacted|called|rang|status|reported|report|progress|stage|council contacted|reported to': [
      'rang the council', 'council rung', 'reported to council', 'called the council', 'council contacted',
      'reported', 'rang council', 'yes', 'done', 'council called', 'the council', 'council']}),
 ("Oh, and while I had them on the phone I asked about garden waste — it's £52 for the year for a brown bin.", ['new'],
  {GW: None,
   GP: gbp(52, '£52 a year', '£52 per year', '£52 for the year', '£52/year', '£52 annually', '£52 pa', '£52 p.a.',
           '52 a year', '£52 yearly', '£52 per annum', '£52/yr', '£52 a yr', '£52 for a year',
           '£52 a year (brown bin)', '£52 for the year for a brown bin'),
   f'?{GW}/bin|bin type|type|colour|container|which bin|color|bin colour|what': [
      'brown bin', 'brown', 'a brown bin', 'brown wheelie bin', 'a brown bin']}),
 ("Starts 1st April, then they collect every other Friday.", ['new'],
  {f'{GW}/start|start date|starts|starting|begins|from|commences|start from|begin|starts on|service starts|'
   'subscription starts|starting date|begin date|commencement|valid from|runs from|starting from|effective from|'
   'start of subscription|subscription start|first collection|first collection date|begins on':
   nth(1, mon='April', more=['1 April', '1st April', 'April 1', 'April 1st', '1/4', '01/04', 'from 1 April',
                             'from 1st April', 'starts 1st April', '1st of April', 'the first of April',
                             'first of April', 'Apr 1', '1 Apr', 'April the 1st']),
   f'{GW}/collection|collections|collection day|collection days|collected|collection schedule|schedule|frequency|'
   'how often|collection frequency|pickup|pickups|pick up|pick-up|collection pattern|bin day|collect|when collected|'
   'collecting|collection dates|collection every|collection day and frequency|collected on|collection pattern': [
      'every other Friday', 'fortnightly on Fridays', 'fortnightly on Friday', 'alternate Fridays',
      'every second Friday', 'Fridays, fortnightly', 'Friday fortnightly', 'fortnightly Fridays',
      'fortnightly, Fridays', 'every 2 weeks on Friday', 'every two weeks on a Friday', 'every two weeks on Friday',
      'every other Friday (fortnightly)', 'fortnightly (Friday)', 'fortnightly (Fridays)', 'biweekly on Fridays',
      'every fortnight on a Friday', 'every fortnight on Friday', 'fortnightly Friday', 'every other Fri',
      'alternate Friday', 'every other week on Friday', 'Friday, every other week', 'Fridays every other week',
      'Fridays (fortnightly)', 'Friday (every other week)', 'collected every other Friday', 'fortnightly, on Fridays',
      'every other Friday collection', 'alternate Fridays (fortnightly)', 'every 2nd Friday', 'fortnightly, Friday']}),
 ("Have to sign up online by 20 March to make the first one.", ['new'],
  {f'{GW}/deadline|sign up by|sign-up by|signup by|register by|apply by|by|due|due by|closing date|'
   'sign up deadline|sign-up deadline|signup deadline|deadline to sign up|register deadline|subscribe by|last date|'
   'latest|cut-off|cutoff|cut off|by when|sign up before|apply before|must sign up by|join by|order by|'
   'deadline for first collection|registration deadline':
   nth(20, mon='March', more=['by 20 March', 'by 20th March', 'by the 20th of March', '20/3', '20/03', 'by March 20',
                              'before 20 March', 'by 20 Mar', 'sign up by 20 March', 'online by 20 March',
                              '20 March (for first collection)', 'by 20 March (to make the first collection)']),
   f'?{GW}/how|method|sign up|sign-up|where|apply|via|signup method|how to sign up|sign up how|sign up online|'
   'apply online|register|registration|route|channel|website|sign up where|sign-up method': [
      'online', 'sign up online', 'on the website', 'the council website', 'council website', 'via the website',
      'online sign-up', 'online signup', 'on the council website', 'website', 'online (council website)']}),
 ("Ta, that's a weight off.", [], {}),
 ("What was that ref number again?", ['check'], {}, ask(BR_)),
 ("Oops — just checked the email and it's BN-40772, not 40722. Fat fingers.", ['update'],
  {BR_: reg('BN-40772', 'BN40772', 'BN 40772', '40772', 'ref BN-40772', '#BN-40772', 'BN-40772 (council)',
            'BN-40772 (not 40722)')}),
 ("Grr. They've emailed again — apparently the lid damage \"can't be verified\" so it's £28 after all.", ['update'],
  {BC: gbp(28, '£28 after all', "£28 (damage can't be verified)", '£28 charge', '£28 for the replacement',
           '£28 replacement fee', '£28 (not free)', '£28 now', 'now £28', '£28 (lid damage not verified)')}),
 ("My neighbour Pat says we could go halves on one brown bin, so put us down for £26.", ['new', 'update'],
  {GP: gbp(26, '£26 (half, shared with Pat)', '£26 a year', '£26 for the year', '£26 each', '£26 (shared)',
           '£26 per year', '£26 shared with Pat', '£26 (going halves)', '£26 (split with Pat)', '£26 (half)',
           '£26 our share', '£26 (our half)', '£26 each (shared with Pat)', '£26 a year (half of £52)',
           '£26 (half of £52)', '£26/year', '£26 a year each'),
   GS: ['Pat', 'with Pat', 'my neighbour Pat', 'neighbour Pat', 'Pat next door', 'Pat (neighbour)',
        'Pat, neighbour', 'shared with Pat', 'yes, with Pat', 'shared with neighbour Pat', 'Pat (next door)',
        'neighbour', 'the neighbour', 'my neighbour', 'Pat, my neighbour', 'Pat (my neighbour)',
        'going halves with Pat', 'halves with Pat', 'yes (Pat)', 'split with Pat', 'Pat, going halves']}),
 ("Scrap that, Pat's lot fill theirs every week. Our own bin, full price.", ['update'],
  {GS: 'DEL',
   GP: gbp(52, '£52 a year', '£52 per year', '£52 for the year', '£52/year', '£52 annually', '£52 pa', '£52 p.a.',
           '52 a year', '£52 yearly', '£52 per annum', '£52/yr', '£52 a yr', '£52 for a year', '£52 (full price)',
           '£52 full price', 'full price (£52)', '£52 a year (full price)', '£52 (own bin)', '£52 (not shared)')}),
 ("Where do we stand on the garden waste then?", ['check'], {}, check(GW)),
 ("Go on, both — the bin and the garden waste, the lot.", ['check'], {}, check(B, GW)),
])

# 2 ----------------------------------------------------------------------------------------------------------------
EN = ('energy switch|switch energy supplier|switch supplier|switching supplier|energy supplier|new energy supplier|'
      'energy|switch energy|switching energy supplier|energy tariff|new tariff|energy deal|switch|supplier switch|'
      'change energy supplier|change supplier|gas and electric|gas and electricity|dual fuel|energy contract|'
      'new energy deal|new fixed deal|switch to Northlight|Northlight switch|energy switching|move supplier|'
      'changing supplier|switch energy provider|energy provider|new supplier|switching energy|switch tariffs|'
      'energy renewal|gas and electricity switch|utilities|utility switch|supplier|switching|energy supplier switch|'
      'switching energy provider|new energy tariff|energy bills|gas and electric switch|switch gas and electric')
ENC = (f'{EN}/cost|price|estimated cost|annual cost|yearly cost|how much|quote|projected cost|estimate|per year|'
       'annual|cost per year|price per year|yearly|annual price|estimated annual cost|quoted|quoted price|'
       'annual estimate|bill|annual bill|yearly bill|expected cost|estimated bill|projection|total|quote price|'
       'new cost|new price|tariff cost|tariff price|deal price|deal cost|annual quote|yearly quote|estimated price')
ENT = (f'{EN}/tariff|fix|deal|term|contract|length|contract length|fix length|plan|tariff length|fixed term|'
       'deal length|duration|fixed for|tariff type|new deal|product|fixed period|term length|length of fix|'
       'tariff name|fixed deal length|chosen tariff|fix term|new tariff')
SM = ('smart meter|smart meter install|smart meter installation|install smart meter|smart meter fitting|'
      'fit smart meter|smart meter appointment|get a smart meter|meter|meter install|meter installation|new meter|'
      'smart meter booking|book smart meter|smart meters|smart meter fit|meter fitting|meter appointment|'
      'smart meter upgrade|smart meter visit|meter fitter|meter engineer visit|smart meter engineer|'
      'smart meter install appointment|installing a smart meter|smart meter fitted|get smart meter fitted|'
      'smart meter installation appointment|meter man|meter visit')
SMD = (f'{SM}/date|day|when|install date|installation date|appointment|appointment date|booked for|fitting date|'
       'booking|visit|visit date|scheduled|on|install day|fitting day|date of install|slot date|engineer visit|'
       'visit day|booked|appointment day|installation day|date booked|coming on|engineer date')
def yr(n, *more):
    "Spellings of an estimated yearly cost of £n (n in thousands with a comma)."
    a, b = f'{n:,}', str(n)
    v = []
    for x in (a, b):
        v += [f'£{x}', x, f'£{x} a year', f'about £{x} a year', f'£{x}/year', f'£{x} per year', f'£{x} per annum',
              f'£{x} pa', f'~£{x}', f'approx £{x}', f'around £{x}', f'about £{x}', f'£{x}/yr', f'£{x} annually',
              f'£{x} p.a.', f'{x} pounds', f'£{x} yearly', f'£{x} a year dual fuel', f'£{x} a year (dual fuel)',
              f'about £{x} a year dual fuel', f'£{x} dual fuel', f'£{x} per year dual fuel', f'{x} a year',
              f'approx £{x} a year', f'around £{x} a year', f'~£{x}/year', f'£{x} per yr', f'£{x}.00']
    return uniq(v + list(more))
FIX12 = ['12-month fix', '12 month fix', '12 months', '12-month fixed', '1 year fix', 'one year fix',
         'twelve month fix', '12-month fixed tariff', '12 month fixed', 'fixed 12 months', '12-month', '12 month',
         '1-year fix', 'one-year fix', 'fixed for 12 months', '12mo fix', '1 year', 'one year', '12-month fix (dual fuel)',
         '12 month fixed tariff', '12-month fixed deal', '12 month fixed deal', 'fixed, 12 months', '12 months fixed',
         '12-month fixed rate', '12 month fixed rate', 'fixed 12-month', '12m fix', '12-month fix (Northlight)',
         'Northlight 12-month fix', '12-month fixed dual fuel', '1 yr fix', 'twelve-month fix', 'fixed (12 months)']
sc('h15_energy', 'Held-out 15 (issue 14): switching energy supplier and getting a smart meter fitted', 'A terse '
   'opener naming the old supplier and its end date after a dash, a new supplier, term and yearly cost as a '
   '"Cheapest I can find is" clause with hedging ("about"), two meter readings as a colon list, "ta" with nothing to '
   'record, a second task begun "while I\'m at it" with the first task\'s supplier as installer and a free price, '
   'a date and a window as a bare "Earliest they can do is" clause, a price corrected for transposed digits, a check '
   'on one slot ("When\'s the meter man coming"), a term and a price changed together, a date moved with "same '
   'window", the term rolled back on a third party\'s advice with its price implied, a check on the first task, an '
   'elliptical check on the second ("and the meter?").', [
 ("need to switch energy supplier — fixed deal with Brightwell ends 31 May", ['new'],
  {EN: None,
   f'{EN}/current supplier|old supplier|from|existing supplier|current provider|supplier now|switching from|leaving|'
   'current|old provider|existing provider|present supplier|current company|existing|current energy supplier|'
   'old company|leaving supplier|moving from|switch from|current energy provider|with now|currently with': [
      'Brightwell', 'Brightwell Energy', 'from Brightwell', 'with Brightwell', 'Brightwell (fixed deal)'],
   f'{EN}/deal ends|ends|end date|deal end|current deal ends|expiry|expires|contract end|contract ends|fix ends|'
   'fixed deal ends|deal end date|current deal end|end of deal|ending|deadline|by|switch by|expiry date|tariff ends|'
   'tariff end|renewal date|end of contract|fixed term ends|current tariff ends|finishes|deal expires|'
   'current fix ends|fixed deal end|existing deal ends|old deal ends|Brightwell ends|Brightwell deal ends':
   nth(31, mon='May', more=['31 May', '31st May', 'May 31', '31/5', '31/05', 'ends 31 May', 'by 31 May', 'end of May',
                            'May 31st', '31 May (Brightwell deal ends)', 'before 31 May', 'on 31 May']),
   f'?{EN}/current deal|current tariff|old deal|existing deal|deal type|old tariff|current plan|existing tariff': [
      'fixed deal', 'fixed', 'fixed tariff', 'Brightwell fixed deal', 'fix', 'fixed deal with Brightwell']}),
 ("Cheapest I can find is Northlight — 12-month fix, about £1,640 a year dual fuel.", ['new'],
  {f'{EN}/new supplier|switching to|to|new provider|chosen supplier|going with|moving to|switch to|new company|'
   'preferred supplier|cheapest supplier|cheapest|choice|chosen|best deal|new energy supplier|supplier choice|'
   'provider choice|pick|selected|option|new energy provider|cheapest option|best option|cheapest found|'
   'cheapest deal': ['Northlight', 'Northlight Energy', 'to Northlight', 'Northlight (cheapest)'],
   ENT: FIX12, ENC: yr(1640),
   f'?{EN}/fuel|fuels|type|fuel type|covers|energy type|supply type|supply': [
      'dual fuel', 'gas and electric', 'gas and electricity', 'gas & electric', 'both', 'dual', 'dual-fuel',
      'gas & electricity']}),
 ("Readings: electric 48213, gas 09177.", ['new'],
  {f'{EN}/electric reading|electricity reading|electric meter reading|electricity meter reading|electric|'
   'electricity|elec reading|elec|electric meter|electricity meter|reading electric|e reading|electric read|'
   'electricity read|electric readings|electricity readings|meter reading electric|meter reading (electric)': [
      '48213', '48,213', '48213 kWh', 'electric 48213', '48213 (electric)'],
   f'{EN}/gas reading|gas meter reading|gas|gas meter|gas read|reading gas|g reading|gas readings|'
   'meter reading gas|meter reading (gas)': ['09177', '9177', '09177 m3', '9,177', 'gas 09177', '09177 (gas)']}),
 ("ta", [], {}),
 ("Want a smart meter put in while I'm at it — Northlight fit them for free.", ['new'],
  {SM: None,
   f'{SM}/installer|fitted by|who|by|provider|company|fitter|who fits|installed by|install by|supplier|done by|'
   'fitting by|who\'s fitting|with|through|via|arranged through|who installs|engineer from|installing company|'
   'fitting company|arranged with|booked with|installer company': [
      'Northlight', 'Northlight Energy', 'by Northlight', 'via Northlight', 'through Northlight', 'with Northlight'],
   f'{SM}/cost|price|fee|charge|how much|install cost|fitting cost|installation cost|cost of install|charges|'
   'payment|installation fee|fitting fee|price of install|install fee|install price|installation price|'
   'fitting price|cost to fit|cost of fitting': [
      'free', 'free of charge', 'no charge', '£0', 'nothing', 'no cost', 'free (Northlight)', 'free with Northlight',
      'free from Northlight', 'free (fitted by Northlight)', 'free install', 'free installation']}),
 ("Earliest they can do is Wed 14th May, 8 till 12.", ['new'],
  {SMD: nth(14, 'Wednesday', 'May', more=['Wed 14th May', 'Wed 14 May', 'Weds 14th May', '14/5', '14/05', 'Wed 14th',
                                          'Weds 14th', 'Wednesday', 'Wed', 'Weds', 'Wed 14th May, 8 till 12',
                                          'Wed 14th May (earliest)', 'Wednesday 14th May (earliest)']),
   f'{SM}/time|window|time slot|slot|arrival window|time window|hours|arrival time|arrival|appointment time|'
   'time of visit|between|install time|visit time|timeslot|install window|fitting time|appointment window|'
   'hours slot|time range|install slot|engineer window|engineer arrival|arriving|appointment slot':
   window(8, 12, more=['8 till 12 (morning)', 'morning (8-12)', 'morning, 8-12', 'AM (8-12)', '8am till midday',
                       '8-12 (morning)', 'morning 8-12', '8am–midday'])}),
 ("hang on — the quote was £1,460 not £1,640, I swapped the digits", ['update'],
  {ENC: yr(1460, '£1,460 (not £1,640)', '£1460 (not £1640)', '£1,460 a year (not £1,640)')}),
 ("When's the meter man coming again?", ['check'], {}, ask(SMD)),
 ("Change of plan, go for the 24-month fix instead — £1,520 a year but locked in longer.", ['update'],
  {ENT: ['24-month fix', '24 month fix', '24 months', '24-month fixed', '2 year fix', 'two year fix',
         'twenty-four month fix', '24-month fixed tariff', '24 month fixed', 'fixed 24 months', '24-month', '24 month',
         '2-year fix', 'two-year fix', 'fixed for 24 months', '24mo fix', '2 years', 'two years',
         '24 month fixed tariff', '24-month fixed deal', '24 month fixed deal', 'fixed, 24 months', '24 months fixed',
         '24-month fixed rate', '24 month fixed rate', 'fixed 24-month', '24m fix', 'Northlight 24-month fix',
         '2 yr fix', 'fixed (24 months)', '24-month fix (locked in longer)', 'fixed for two years'],
   ENC: yr(1520, '£1,520 a year (24-month fix)', '£1,520 (locked in longer)')}),
 ("And they've cancelled the 14th, moved me to Friday 16th, same window.", ['update'],
  {SMD: nth(16, 'Friday', 'May', more=['Fri 16th May', 'Fri 16 May', '16/5', '16/05', 'Fri 16th', 'Friday', 'Fri',
                                       'Friday 16th (same window)', 'Friday 16th May, 8 till 12',
                                       'Friday 16th (not the 14th)', 'Fri 16th (moved from Wed 14th)'])}),
 ("Actually no — Dave reckons prices are dropping, don't lock in for two years. Back to the 12-month one.", ['update'],
  {ENT: FIX12 + ['12-month fix (not 24)', '12 months (not 24)', 'back to 12-month fix', '12-month fix again'],
   ENC: yr(1460, '£1,460 (12-month fix)', '£1460 (12-month)')}),
 ("Run me through the switch.", ['check'], {}, check(EN)),
 ("and the meter?", ['check'], {}, check(SM)),
])

# 3 ----------------------------------------------------------------------------------------------------------------
RG = ("ring|resize ring|ring resize|ring resizing|resizing|resize the ring|resizing the ring|grandma's ring|"
      "grandmother's ring|engagement ring|grandma's engagement ring|grandmother's engagement ring|ring sizing|"
      "size up ring|size ring|get ring resized|get the ring resized|ring resized|ring adjustment|ring repair|"
      "heirloom ring|ring sizing up|resize grandma's ring|resize grandmother's ring|inherited ring|ring job|"
      "ring fitting|grandma ring|family ring|resize engagement ring|engagement ring resize|engagement ring resizing|"
      "resize my grandma's ring|ring resize at Kessler|Kessler ring resize|grandma's ring resize|resize|sizing|"
      "ring to resize|resizing grandma's ring|resizing grandma's engagement ring|resize grandma's engagement ring")
RGT = (f'{RG}/target size|new size|resize to|size to|finger size|to|to size|desired size|wanted size|'
       'needed size|size needed|correct size|required size|goal size|resize size|fit size|final size|should be|'
       'want|size wanted|target|new ring size|size required|needs to be|resized to|finger|'
       'size after|resized size|size i need|size i wear')
RGP = (f'{RG}/price|cost|quote|fee|charge|how much|quoted|quoted price|resize cost|resizing cost|resize price|'
       'resizing price|cost to resize|price to resize|estimate|total|amount|resizing fee|resize fee|labor|'
       'quote price|resizing quote|resize quote|sizing cost|sizing price|sizing fee|cost of resizing|price of resizing')
BRC = ("bracelet|engraving|bracelet engraving|engrave bracelet|engrave the bracelet|engraved bracelet|"
       "sister's bracelet|bracelet for sister|bracelet for my sister|sister's 40th|sister's birthday|"
       "birthday bracelet|40th bracelet|gift|sister's gift|birthday gift|birthday present|present for sister|"
       "sister's present|engraving job|bracelet gift|get bracelet engraved|get a bracelet engraved|engrave|engraved|"
       "40th birthday gift|40th present|40th birthday bracelet|bracelet engraving for sister|sister gift|"
       "engrave a bracelet|bracelet for sister's 40th|sister's 40th bracelet|40th birthday present|sister's 40th gift|"
       "engraving for sister|bracelet engraved")
BRT = (f'{BRC}/text|engraving|wording|inscription|message|words|engraving text|what to engrave|engrave|phrase|'
       'saying|quote|inscription text|engraving wording|engraved text|what it says|engraving message|writing|'
       'lettering|line|says|custom text|personalisation|personalization|engraving words|engrave text|'
       'engraving phrase|text to engrave|words to engrave')
def eng(w):
    "Spellings of the engraving 'Forty & <w>'."
    v = [f'Forty & {w}', f'Forty and {w}', f'"Forty & {w}"', f"'Forty & {w}'", f'forty & {w.lower()}',
         f'Forty & {w} (inside)', f'Forty & {w} on the inside', f'Forty and {w} on the inside', f'40 & {w}',
         f'Forty & {w} inside', f'"Forty & {w}" on the inside', f'“Forty & {w}”', f'Forty + {w}', f'40 and {w}',
         f'"Forty & {w}" (inside)', f'Forty & {w} (on the inside)', f'Forty and {w} (inside)']
    return v
sc('h15_ring', "Held-out 15 (issue 14): resizing a grandmother's ring and engraving a bracelet", 'A chatty American '
   'opener ("ok so my grandma left me") with two sizes in one "like a size 5 and I\'m a 7" clause, a jeweler and a '
   'quote as a "found a jeweler ... they quoted" clause, a drop-off as a lowercase fragment, a turn with nothing to '
   'record ("kind of nervous"), a second task begun "oh and while I\'m there" with quoted text and its placement, '
   'a per-letter price with the subject elided, a deadline from a party date ("has to be done before then"), a size '
   'corrected with "not a 7", a check on one slot ("how much was the resizing again?"), a price changed by the '
   'jeweler\'s call, a text changed and then rolled back with "go back to Fabulous", a check over both.', [
 ("ok so my grandma left me her engagement ring but it's tiny — like a size 5 and I'm a 7", ['new'],
  {RG: None,
   f'{RG}/current size|size now|ring size|existing size|original size|from size|currently|current|size|'
   'current ring size|old size|starting size|is size|size is|actual size|present size|ring is|ring size now|'
   'size of ring|ring\'s size|size currently': ['5', 'size 5', 'a size 5', 'five', 'size five', 'US 5',
                                                 '5 (current)', 'like a size 5', 'about a 5', 'size 5 (tiny)'],
   RGT: ['7', 'size 7', 'a size 7', 'seven', 'size seven', 'US 7', '7 (my size)', "I'm a 7", 'size 7 (mine)'],
   f'?{RG}/from|who|owner|inherited from|previous owner|belonged to|whose|original owner|from whom|source|'
   'provenance|family|left by|given by': ['grandma', 'my grandma', 'grandmother', 'my grandmother', 'Grandma',
                                          "grandma's", 'from grandma', 'inherited from grandma', 'left by grandma'],
   f'?{RG}/type|kind|ring type|what|item|which ring|description|ring kind': [
      'engagement ring', 'engagement', 'her engagement ring', "grandma's engagement ring"]}),
 ("found a jeweler downtown, Kessler & Sons, they quoted $85 to take it up two sizes", ['new'],
  {f'{RG}/jeweler|jeweller|jewelry store|jewellery shop|where|shop|store|by|with|place|jeweler name|business|'
   'repairer|taking it to|going to|repair shop|resizer|goldsmith|location|service|provider|done by|company|jewelers|'
   'store name|shop name|at|jewelry shop|jeweller name|jeweler\'s|resized by|resizing by|jewelry place': [
      'Kessler & Sons', 'Kessler and Sons', 'Kessler & Sons downtown', 'Kessler and Sons downtown', 'Kessler',
      'Kessler & Sons (downtown)', 'Kesslers', "Kessler's", 'Kessler + Sons', 'Kessler & Sons, downtown',
      'Kessler and Sons (downtown)', 'Kessler & Sons jewelers', 'Kessler & Sons (jeweler downtown)'],
   RGP: usd(85, '$85 to size up two sizes', '$85 for two sizes', '$85 quote', 'quoted $85', '$85 (two sizes)',
            '$85 to resize', '$85 to take it up two sizes', '$85 for 2 sizes', '$85 (up two sizes)',
            '$85 quoted', '$85 to size it up', '$85 (quote)'),
   f'?{RG}/sizes up|change|adjustment|size change|how many sizes|up by|increase|sizing up|resize by|'
   'sizes to go up|work': ['two sizes', '2 sizes', 'up two sizes', 'two sizes up', '+2', 'up 2 sizes', '2 sizes up',
                           'take it up two sizes', 'size up two sizes', 'size up 2'],
   f'?{RG}/area|neighborhood|located|part of town|jeweler location|district': ['downtown', 'Downtown']}),
 ("dropping it off saturday morning", ['new'],
  {f'{RG}/drop-off|drop off|dropoff|drop-off date|drop off date|drop off day|drop-off day|dropping off|drop|'
   'drop it off|when dropping off|drop-off time|bring in|taking in|take in|hand in|handing over|drop-off when|'
   'dropping it off|dropoff day|dropoff date|drop off on|drop off time|drop-off planned|when|date|day|'
   'drop off when|dropoff time|bringing it in|take it in|when to drop off|drop-off day and time': [
      'Saturday morning', 'Saturday', 'Sat morning', 'Saturday AM', 'this Saturday morning', 'on Saturday morning',
      'Saturday a.m.', 'Sat AM', 'Saturday, morning', 'Sat', 'Saturday am', 'Sat a.m.', 'Saturday (morning)',
      'sat morning', 'saturday morning']}),
 ("honestly I'm kind of nervous handing it over to anyone lol", [], {}),
 ("oh and while I'm there I want a bracelet engraved for my sister's 40th — \"Forty & Fabulous\" on the inside",
  ['new'],
  {BRC: None, BRT: eng('Fabulous'),
   f'?{BRC}/for|who|recipient|for whom|gift for|occasion|reason|event|whose|person|for who|birthday|who for': [
      "my sister's 40th", "sister's 40th", 'my sister', 'sister', "sister's 40th birthday",
      "my sister's 40th birthday", '40th birthday', 'her 40th', '40th', 'sister (40th)', 'sister (40th birthday)',
      'my sister (40th birthday)'],
   f'?{BRC}/placement|position|location|side|engraving location|engrave where|on|engraving position|where on|'
   'inside or outside|engraving placement|placed': [
      'inside', 'on the inside', 'the inside', 'inside of the bracelet', 'inner side', 'inside the bracelet'],
   f'?{BRC}/jeweler|jeweller|shop|store|where|with|at|engraver|provider|place|company|business|'
   'jewelry store|engraved by|engraving by|engraving shop': [
      'Kessler & Sons', 'Kessler and Sons', 'Kessler', 'Kesslers', "Kessler's", 'Kessler & Sons downtown',
      'same jeweler', 'the same jeweler', 'Kessler & Sons (same jeweler)']}),
 ("they charge by the letter, $1.50 each", ['new'],
  {f'{BRC}/price|cost|per letter|price per letter|cost per letter|rate|charge|fee|how much|engraving cost|'
   'engraving price|engraving fee|price each|each|letter price|per character|price per character|'
   'cost per character|pricing|charges|unit price|engraving rate|cost each|letter cost|price per letter engraved|'
   'cost by letter|charge per letter|engraving charge': [
      '$1.50', '1.50', '$1.50 per letter', '$1.50 a letter', '$1.50/letter', '$1.50 each', '1.50 per letter',
      '$1.50 per character', '$1.5 per letter', 'a dollar fifty a letter', '1.50 a letter', '$1.50 / letter',
      '$1.50 each letter', '$1.50 a letter (by the letter)', '$1.50 per letter (charged by the letter)',
      '$1.50 per letter each', '1.50 dollars per letter', '$1.50 a character', '$1.50/char', '$1.50 per char']}),
 ("her party's August 9th so it has to be done before then", ['new'],
  {f'{BRC}/deadline|by|due|needed by|ready by|done by|by when|due date|before|finish by|complete by|need by|'
   'date needed|party date|party|needs to be ready|when needed|target date|latest|when|date|ready|pick up by|'
   'must be done by|finished by|has to be done by|needed before': nth(9, mon='August', more=[
      'before August 9', 'before August 9th', 'by August 9', 'by August 9th', 'before the 9th', 'before Aug 9',
      'by Aug 9', '8/9', 'before her party on August 9th', 'before the party (August 9)', 'August 9 (party)',
      'before 8/9', 'before her party (Aug 9)', 'before Aug 9th', 'by 8/9', 'party August 9th',
      'before August 9th (party)', 'before the party on August 9th'])}),
 ("wait I redid it with the string trick and I'm actually a 6 and a half, not a 7", ['update'],
  {RGT: ['6.5', '6 1/2', '6½', '6 and a half', 'six and a half', 'size 6.5', 'size 6 1/2', 'size 6½', 'a 6.5',
         'a 6 and a half', 'size six and a half', 'US 6.5', '6.5 (not 7)', 'size 6.5 (not 7)', '6.5 (re-measured)',
         'size 6 and a half', '6 and a half (not 7)', 'size 6.5 (re-measured)']}),
 ("how much was the resizing again?", ['check'], {}, ask(RGP)),
 ("they called — since it's only a size and a half now it's $70", ['update'],
  {RGP: usd(70, '$70 (size and a half)', '$70 for a size and a half', '$70 now', 'now $70', '$70 quote',
            'quoted $70', '$70 (a size and a half)', '$70 (only a size and a half)', '$70 for 1.5 sizes',
            '$70 (1.5 sizes)', '$70 (was $85)', '$70, down from $85', '$70 (down from $85)')}),
 ("change the engraving to \"Forty & Fierce\", she'd like that better", ['update'], {BRT: eng('Fierce')}),
 ("ehh no, go back to Fabulous. Fierce sounds like a perfume ad", ['update'],
  {BRT: eng('Fabulous') + ['Forty & Fabulous (not Fierce)', 'Forty & Fabulous (back to original)']}),
 ("ok give me the rundown on both", ['check'], {}, check(RG, BRC)),
])

# 4 ----------------------------------------------------------------------------------------------------------------
LB = ('library books|overdue books|return library books|library|return books|returning books|'
      'overdue library books|library return|books to return|return the library books|library books overdue|overdue|'
      'book return|library fines|library fine|return overdue books|returns|library books return|book returns|'
      'overdue items|library items|return library items|take back library books|take books back|books back|'
      'library run|library overdue|maple street library|overdue library items|library book return|'
      'library books to return|return overdue library books|get library books back|library returns|books|'
      'overdue library book|return the books|returning library books')
LBN = (f'{LB}/count|number|how many|number of books|quantity|qty|total|how many books|book count|number of items|'
       'amount|no. of books|num books|overdue count|number overdue|books overdue|overdue books|# of books|'
       'how many overdue|number of overdue books|books count|count of books|total books|book number|item count')
LBT = (f'{LB}/titles|books|book titles|which books|titles of books|list|book list|items|what books|names|'
       'book names|overdue titles|list of books|books list|the books|overdue items|title|book|what|books to return|'
       'titles to return|which titles|list of titles|overdue books list|book|items to return|returns list')
OV, LP = ['The Overstory', 'Overstory'], ['Lonely Planet Portugal', 'a Lonely Planet Portugal', 'Lonely Planet: Portugal',
                                          'Lonely Planet Portugal guide', 'the Lonely Planet Portugal',
                                          'Lonely Planet Portugal (guidebook)', 'Lonely Planet guide to Portugal']
SR = ('summer reading|summer reading challenge|reading challenge|summer reading program|summer reading programme|'
      'reading program|reading programme|summer reading signup|summer reading sign-up|sign up for summer reading|'
      'summer reading club|reading club|kids reading challenge|kids summer reading|summer reading for kids|'
      'summer reading kickoff|kickoff|summer reading kick-off|reading challenge signup|reading challenge sign-up|'
      'summer program|library summer reading|summer reading challenge signup|Mia summer reading|'
      'sign kids up for summer reading|summer reading challenge sign up|reading challenge kickoff|'
      'summer reading challenge kickoff|summer reading sign up|kids summer reading challenge|'
      "kids' summer reading challenge|children's summer reading|summer reading program signup|reading challenge for kids")
SRK = (f'{SR}/kickoff|kick-off|kickoff date|date|when|day|event date|kickoff day|start|start date|starts|begins|'
       'launch|kick off|kick-off date|event|first event|opening|on|kickoff event|event day|kick off date|'
       'launch date|kickoff on|kick-off day|kickoff event date|start day|launch day|kickoff when|opening day')
SRT = (f'{SR}/time|kickoff time|start time|what time|at|event time|time of kickoff|kick-off time|starts at|'
       'begins at|hour|time slot|starting time|kick off time|launch time|event start|event start time')
SRN = (f'{SR}/kids|children|who|names|participants|sign up|signing up|for|kid|child|who\'s signing up|readers|'
       'registrants|participant|people|members|kids names|children\'s names|which kids|for whom|sign-ups|'
       'signups|entrants|enrolled|entries|kids signing up|kids signed up|names of kids|who is signing up|reader')
sc('h15_library', 'Held-out 15 (issue 14): overdue library books and a summer reading challenge', 'A terse '
   'American opener with a count and no subject ("3 overdue library books, need to get them back"), a due date and '
   'a per-book daily fine in two clipped sentences, a branch as a two-word fragment, titles as a list with an '
   'article ("and a Lonely Planet Portugal"), a title withdrawn with a reason and the count corrected by "so just '
   'the two", a second task begun "also" with two children, a date, time and room as one clipped clause, a child '
   'removed ("just Mia then"), "k thx", a check on one slot ("when\'s the kickoff?"), a time changed with a bare '
   '"they pushed it to 11", a check on the first task, a one-word check over both ("everything pls").', [
 ("3 overdue library books, need to get them back", ['new'],
  {LB: None, LBN: ['3', 'three', '3 books', 'three books', '3 overdue books', 'three overdue books', '3 overdue',
                   '3 library books', '3 overdue library books']}),
 ("due back june 2. fine's 25 cents a day per book", ['new'],
  {f'{LB}/due date|due|due back|due on|was due|date due|return by|return date|deadline|overdue since|'
   'due back on|original due date|due by|date|when due|was due back|return deadline|late since|due back date|'
   'originally due|due date was': nth(2, mon='June', more=['June 2', 'June 2nd', '6/2', '06/02', 'due June 2',
                                                          'was due June 2', 'due back June 2', 'Jun 2',
                                                          'June 2 (overdue)', 'june 2', 'Jun 2nd']),
   f'{LB}/fine|fines|late fee|late fees|fine rate|fine per day|daily fine|fee|overdue fine|overdue fee|charge|'
   'penalty|rate|cost|late charge|cost per day|fine amount|overdue charge|fee per day|per day|daily fee|'
   'daily charge|late fine|fine per book|fine per book per day|overdue fines|late penalty|fines per day|fee rate': [
      '25 cents a day per book', '25 cents a day', '25c a day per book', '$0.25 a day per book',
      '$0.25/day per book', '25¢ a day per book', '25¢/day/book', '$0.25 per day per book', '25 cents per day per book',
      '25 cents per book per day', '$0.25 per book per day', '25c/day per book', '25 cents/day/book',
      '$.25 a day per book', '0.25 a day per book', '25 cents per day', '$0.25 per day', '$0.25/day',
      '25¢ per day per book', '25c per day per book', 'a quarter a day per book', '25 cents a book a day',
      '$0.25/book/day', '25¢/day', '25c/day', '$0.25 a day', '25 cents daily per book', '25 cents/day per book',
      '$0.25 per book per day', '25 cents a day, per book', '25 cents per book a day', '$0.25/day/book',
      '25 cents per day each', '25c/book/day', '25¢ per book per day', '$.25/day per book', '25 cents/book/day',
      '$0.25 daily per book', '25 cents a day each', 'a quarter per book per day', '25 cents a day (per book)']}),
 ("Maple Street branch", ['new'],
  {f'{LB}/branch|library branch|where|location|which library|library|which branch|return to|return where|place|'
   'return location|drop off|drop-off|return at|site|at|library location|branch name|return point|library name|'
   'return branch|branch location': [
      'Maple Street', 'Maple Street branch', 'Maple St', 'Maple St branch', 'Maple Street library', 'Maple St.',
      'the Maple Street branch', 'Maple Street Library branch', 'Maple Street Branch Library', 'Maple St. branch',
      'Maple Street Library', 'Maple Street branch library']}),
 ("titles are The Overstory, Circe, and a Lonely Planet Portugal", ['new'],
  {LBT: items(OV, ['Circe'], LP)}),
 ("wait, Circe's my roommate's, not mine. so just the two", ['update'],
  {LBN: ['2', 'two', '2 books', 'two books', '2 overdue books', 'two overdue books', '2 overdue', '2 library books',
         '2 overdue library books', 'just 2', 'just two', 'only 2', '2 (Circe not mine)', '2 (not 3)'],
   LBT: items(OV, LP)}),
 ("also need to sign Mia and Jonah up for the summer reading challenge", ['new'],
  {SR: None, SRN: ['Mia and Jonah', 'Mia, Jonah', 'Jonah and Mia', 'Mia & Jonah', 'both kids (Mia and Jonah)',
                   'Mia + Jonah', 'Mia and Jonah (both)']}),
 ("kickoff's sat june 14, 10am, in the children's room", ['new'],
  {SRK: nth(14, 'Saturday', 'June', more=['Sat June 14', 'Saturday June 14', 'June 14', '6/14', 'Sat 6/14',
                                          'Saturday, June 14', 'Sat, June 14', 'Saturday', 'Sat', 'Sat Jun 14',
                                          'sat june 14', 'Saturday June 14th', 'Sat June 14th']),
   SRT: clock(10, ap='am'),
   f'?{SR}/location|where|room|place|venue|kickoff location|held in|kickoff where|in|event location|held where|'
   'kickoff room|event room|kickoff venue': [
      "children's room", "the children's room", "kids' room", "children's room at the library",
      "in the children's room", "children's section", "childrens room", 'kids room', "children's room (library)",
      "children's room, Maple Street", "Maple Street children's room"]}),
 ("jonah's too young apparently. just Mia then", ['update'],
  {SRN: ['Mia', 'just Mia', 'only Mia', 'Mia only', 'Mia (Jonah too young)', 'Mia (not Jonah)',
         'Mia (Jonah is too young)', 'Mia only (Jonah too young)']}),
 ("k thx", [], {}),
 ("when's the kickoff?", ['check'], {}, ask(SRK)),
 ("oh and they pushed it to 11", ['update'], {SRT: clock(11, ap='am', more=['11am (pushed from 10)',
                                                                          '11 (was 10)', 'pushed to 11'])}),
 ("status on the books?", ['check'], {}, check(LB)),
 ("everything pls", ['check'], {}, check(LB, SR)),
])

# 5 ----------------------------------------------------------------------------------------------------------------
CC = ("calligraphy|calligraphy course|calligraphy class|calligraphy classes|calligraphy evening class|evening class|"
      "beginners calligraphy|beginners' calligraphy|calligraphy for beginners|calligraphy beginners course|course|"
      "class|the course|learn calligraphy|learning calligraphy|calligraphy lessons|enrol on calligraphy|"
      "enrol on calligraphy course|calligraphy enrolment|calligraphy sign-up|sign up for calligraphy|"
      "book calligraphy course|adult learning course|Adult Learning Centre course|evening course|ten-week course|"
      "10 week course|calligraphy course enrolment|beginners course|night class|calligraphy night class|"
      "calligraphy at the Adult Learning Centre|beginners' calligraphy course|calligraphy evening course|"
      "calligraphy course at the Adult Learning Centre|enrol in calligraphy|calligraphy enrollment|"
      "ten-week calligraphy course|10-week calligraphy course|calligraphy beginners")
CCD = (f'{CC}/day|days|class day|course day|which day|night|evening|weekday|day of week|meets|meeting day|'
       'class night|session day|sessions|weekly on|every|lesson day|classes on|day of the week|course night|'
       'class days|course days|which night|evenings|night of week|day and evening|class evening')
CCS = (f'{CC}/start date|start|starts|starting|begins|first class|first session|first lesson|begin|commences|'
       'starting on|start on|course start|begins on|course starts|date|start day|starting date|first week|'
       'term starts|opening date|date starting|starts on|first date|course start date|class starts|first evening')
CS = ("calligraphy supplies|supplies|calligraphy kit|kit|starter kit|calligraphy starter kit|pens and ink|nibs|"
      "nibs and ink|pen and ink|buy supplies|buy calligraphy supplies|supplies list|shopping|shopping list|"
      "calligraphy shopping|course supplies|materials|calligraphy materials|equipment|calligraphy equipment|buy kit|"
      "buy starter kit|art supplies|get supplies|supplies for the course|calligraphy pens|pen holder and nibs|"
      "buy nibs|course materials|calligraphy set|supplies to buy|buy calligraphy kit|calligraphy supplies list|"
      "buy the supplies|course kit|calligraphy shopping list|supplies shopping")
CSI = (f'{CS}/items|list|need|needed|to buy|what to buy|shopping list|supplies|things to buy|supplies list|'
       'items needed|items to buy|what\'s needed|required|requirements|kit list|equipment|materials|contents|stuff|'
       'buy|what i need|needs|things needed|list of supplies|supply list|item list|shopping|required items|'
       'materials needed|supplies needed|what to get|to get')
CSS = (f'{CS}/shop|where|store|from|retailer|supplier|buy from|where to buy|seller|stockist|vendor|source|buy at|'
       'purchase from|shop name|art shop|buying from|get from|get it from|shop at|where from|bought from|outlet|'
       'where to get|getting from|buying at|buy where|shop where')
CSP = (f'{CS}/price|cost|how much|kit price|kit cost|total|amount|budget|spend|starter kit price|price of kit|'
       'cost of kit|charge|costs|starter kit cost|total cost|supplies cost|cost of supplies|price of supplies|'
       'price there|cost there|supplies price|shop price')
HOLD = ['pen holder', 'a pen holder', 'pen-holder', 'penholder', 'nib holder']
NIBS = ['nibs', 'some nibs', 'nib']
INK = ['ink', 'a bottle of ink', 'bottle of ink', 'ink (bottle)', 'bottled ink', 'ink bottle']
sc('h15_calligraphy', 'Held-out 15 (issue 14): a calligraphy evening course and its supplies', 'A chatty British '
   'opener ("I\'ve decided to finally have a go at") with a length, a level, a venue and a weekday in a "There\'s a '
   '... on Thursday evenings" clause, a time window and a start date as a verbless fragment ("Seven till nine, '
   'starting on the 18th"), two fees of which the concession applies ("which sadly I qualify for"), a tutor with an '
   'aside, a second task as a list sent by the course ("a pen holder, some nibs and a bottle of ink"), a shop and a '
   'price referring by "all that", an item added to the list ("put a pad of layout paper on the list"), thanks with '
   'nothing to record, a check on one slot, a day and a start date moved together ("same times, but starting the '
   '16th now"), a shop and price replaced with a reason, a check on the first task, a check over both.', [
 ("I've decided to finally have a go at calligraphy. There's a ten-week beginners' course at the Adult Learning "
  "Centre on Thursday evenings.", ['new'],
  {CC: None,
   f'{CC}/venue|where|location|place|centre|at|held at|college|site|where held|building|school|held|college name|'
   'taught at|course venue|course location|venue name|center|held where|learning centre|class venue|class location':
   ['Adult Learning Centre', 'the Adult Learning Centre', 'Adult Learning Center', 'at the Adult Learning Centre',
    'adult learning centre', 'ALC', 'the adult learning centre', 'Adult Learning Centre (local)'],
   CCD: ['Thursday evenings', 'Thursday evening', 'Thursdays', 'Thursday', 'Thurs', 'Thursday nights',
         'Thursday night', 'Thurs evenings', 'on Thursdays', 'every Thursday', 'every Thursday evening',
         'Thu evenings', 'Thursday eve', 'weekly on Thursday evenings', 'Thurs eve', 'Thu', 'Thursdays (evening)',
         'Thursday evenings (weekly)', 'on Thursday evenings', 'Thursday evenings, weekly', 'Thursdays, evenings',
         'evenings, Thursdays', 'Thurs evening'],
   f'{CC}/length|duration|weeks|how long|number of weeks|course length|course duration|runs for|term|'
   'sessions count|how many weeks|length of course|no. of weeks|weeks long|programme length|lasts|'
   'number of sessions|sessions total|course weeks|total weeks': [
      'ten weeks', '10 weeks', 'ten-week', '10-week', '10 week', 'ten week', '10 wks', '10 sessions',
      'ten sessions', '10-week course', 'ten-week course', '10 weeks (Thursdays)', '10 weekly sessions'],
   f'?{CC}/level|type|kind|course type|standard|ability|course level|for|suitable for|aimed at': [
      "beginners'", 'beginners', 'beginner', "beginners' course", 'for beginners', 'beginner level',
      'absolute beginners', 'beginners course', 'beginner course', 'beginners level']}),
 ("Seven till nine, starting on the 18th of September.", ['new'],
  {f'{CC}/time|times|class time|hours|what time|start time|from|time slot|session time|lesson time|timings|'
   'course time|class hours|evening time|runs|runs from|timing|when in the day|class times|session times|'
   'hours of class|time of class|course hours|class timings|lesson times':
   window(7, 9, 'pm', 'pm', more=['7-9 in the evening', 'seven till nine in the evening', '7 till 9 (evening)',
                                  '7pm till 9pm', '7 till 9 in the evening', '7-9pm (evening)', '7 to 9 pm',
                                  '7 till 9pm', '7 - 9 pm', '7-9 pm', 'seven till nine']),
   CCS: nth(18, mon='September', more=['18 September', '18th September', '18th of September', 'September 18',
                                       '18/9', '18/09', 'Thursday 18 September', 'Thursday 18th September',
                                       'Thu 18 Sep', 'starting 18 September', 'from 18 September', 'starts 18th Sept',
                                       '18 Sept', '18th Sept', 'Sept 18', 'Thursday the 18th',
                                       'starting on the 18th of September', 'Thursday 18th Sept'])}),
 ("Fee's £120, or £84 with the over-60s concession — which sadly I qualify for.", ['new'],
  {f'{CC}/fee|cost|price|how much|course fee|charge|course cost|course price|fees|payment|concession price|'
   'concession fee|price paid|amount|to pay|cost of course|total|tuition|enrolment fee|charges|my fee|paying|'
   'what i pay|concession|discounted price|discounted fee|concessionary fee|concessionary price|reduced fee|'
   'reduced price|my price|price for me|enrolment cost': gbp(
      84, '£84 (concession)', '£84 with concession', '£84 with the over-60s concession', '£84 (over-60s concession)',
      '£84 over-60s', '£84 (over 60s)', '£84 concession', '£84 concessionary', '£84 (£120 full price)',
      '£84 (full price £120)', '£120, or £84 with the over-60s concession', '£120 (£84 with concession)',
      '£120 / £84 concession', '£84 (concession; £120 full)', '£84, concession rate', '£84 concession rate',
      '£84 (over-60s)', '£84 with over-60s discount', '£84 with over 60s concession', '£120 or £84 concession',
      '£84 (reduced from £120)', '£84 (over-60s concession, full fee £120)', '£84 (£120 without concession)',
      '£84 with the over 60s concession', '£84 over-60s concession', '£84 (concession rate)'),
   f'?{CC}/full fee|full price|standard fee|standard price|normal price|full cost|regular price|'
   'without concession|undiscounted|list price|full rate|standard rate|normal fee': gbp(
      120, '£120 full price', '£120 (full)', '£120 standard', '£120 (full price)'),
   f'?{CC}/concession type|discount|eligibility|discount type|reason for discount|concession reason|'
   'discount reason|qualifies for|eligible|concession applies|discount applies|concession eligible': [
      'over-60s', 'over 60s', 'over-60s concession', 'over 60s concession', 'over-60', '60+', 'senior',
      'over-60s discount', 'over sixties', 'yes', 'yes (over-60s)', 'over-60s (qualify)', 'qualify (over-60s)']}),
 ("The tutor's a Mrs Okonkwo — apparently ever so patient.", ['new'],
  {f'{CC}/tutor|teacher|instructor|who teaches|taught by|teacher name|tutor name|lecturer|who|leader|'
   'course leader|trainer|with|teaching|tutor\'s name|class teacher|run by|course tutor|class tutor': [
      'Mrs Okonkwo', 'Okonkwo', 'Mrs. Okonkwo', 'Mrs Okonkwo (very patient)', 'Mrs Okonkwo, apparently very patient',
      'Mrs Okonkwo (patient)', 'Mrs Okonkwo (ever so patient)', 'Mrs Okonkwo — apparently ever so patient',
      'Mrs Okonkwo (apparently ever so patient)', 'Mrs Okonkwo (apparently very patient)'],
   f'?{CC}/tutor note|about tutor|tutor notes|reputation|note|notes|tutor reputation|tutor reviews|'
   'tutor comment|comment|tutor description': [
      'very patient', 'ever so patient', 'patient', 'apparently very patient', 'apparently ever so patient',
      'tutor is patient', 'apparently patient']}),
 ("They've sent a supplies list — a pen holder, some nibs and a bottle of ink.", ['new'],
  {CS: None, CSI: items(HOLD, NIBS, INK),
   f'?{CS}/list from|who sent|sent by|given by|list source|supplies list from|list sent by|requested by|'
   'required by|for': ['the course', 'course', 'Adult Learning Centre', 'the centre', 'the tutor', 'course list',
                       'the course supplies list', 'the Adult Learning Centre', 'calligraphy course',
                       'for the course', 'the calligraphy course', 'course (supplies list)']}),
 ("Cass Art have a starter kit with all that for £22.", ['new'],
  {CSS: ['Cass Art', 'from Cass Art', 'at Cass Art', 'Cass Arts', 'Cass Art (starter kit)'],
   CSP: gbp(22, '£22 for the starter kit', '£22 starter kit', '£22 (starter kit)', '£22 for the kit',
            '£22 at Cass Art', '£22 (Cass Art)', '£22 kit', '£22 for everything', '£22 for all that',
            '£22 for the lot', '£22 (starter kit, Cass Art)', '£22 for a starter kit'),
   f'?{CS}/product|kit|what|option|which kit|buying|purchase|product name|choice|package|bundle|'
   'what to get from there|set': ['starter kit', 'a starter kit', 'calligraphy starter kit', 'Cass Art starter kit',
                                  'the starter kit', 'starter kit (all of it)', 'starter kit with all that',
                                  'starter kit (everything)', 'a starter kit with all that']}),
 ("And put a pad of layout paper on the list, I'll want to practise.", ['update'],
  {CSI: items(HOLD, NIBS, INK, ['layout paper', 'a pad of layout paper', 'layout pad', 'pad of layout paper',
                                'layout paper pad', 'layout paper (pad)'])}),
 ("Lovely, thank you dear.", [], {}),
 ("What day was the class again? I've forgotten already.", ['check'], {}, ask(CCD)),
 ("Oh, bother. They've moved it to Tuesdays — same times, but starting the 16th now.", ['update'],
  {CCD: ['Tuesday evenings', 'Tuesdays', 'Tuesday', 'Tues', 'Tue', 'Tuesday evening', 'Tuesday nights',
         'on Tuesdays', 'every Tuesday', 'every Tuesday evening', 'Tues evenings', 'Tuesday night',
         'Tuesdays (not Thursdays)', 'Tuesday evenings (weekly)', 'weekly on Tuesday evenings', 'Tue evenings',
         'Tuesdays (evening)', 'on Tuesday evenings', 'Tuesday eve', 'Tues eve', 'Tuesday evenings (moved)',
         'Tuesdays (moved from Thursdays)', 'Tuesday evenings (was Thursday)'],
   CCS: nth(16, mon='September', more=['16 September', '16th September', 'September 16', '16/9', '16/09',
                                       'Tuesday 16 September', 'Tuesday 16th September', 'Tue 16 Sep',
                                       'Tuesday the 16th', '16 Sept', '16th Sept', 'Sept 16', 'starting 16 September',
                                       'starts 16th Sept', 'from 16 September', 'the 16th (September)',
                                       'Tuesday 16th Sept', 'Tues 16th September'])}),
 ("Actually, I'll get the supplies from the little art shop on the high street instead. It's £25 but I'd rather "
  "support them.", ['update'],
  {CSS: ['the art shop on the high street', 'art shop on the high street', 'the little art shop on the high street',
         'high street art shop', 'the high street art shop', 'local art shop', 'art shop (high street)', 'the art shop',
         'art shop', 'little art shop on the high street', 'art shop, high street', 'high street', 'the little art shop',
         'local art shop on the high street', 'little art shop (high street)', 'the little art shop (high street)',
         'art shop on high street', 'the art shop on the High Street', 'little art shop on the High Street',
         'High Street art shop', 'art shop on the High Street', 'local art shop (high street)'],
   CSP: gbp(25, '£25 at the art shop', '£25 (high street art shop)', '£25 from the art shop', '£25 for the kit',
            '£25 for the lot', '£25 for everything', '£25 (art shop)', '£25 (local art shop)',
            '£25 at the little art shop', '£25 (support local)')}),
 ("How's the course looking?", ['check'], {}, check(CC)),
 ("And give me the lot — course and shopping both.", ['check'], {}, check(CC, CS)),
])

# 6 ----------------------------------------------------------------------------------------------------------------
RU = ("reunion|high school reunion|class reunion|20-year reunion|20 year reunion|20th reunion|"
      "20th anniversary reunion|school reunion|Westfield reunion|Westfield High reunion|class of 2005 reunion|"
      "class of '05 reunion|reunion planning|plan reunion|planning the reunion|organize reunion|"
      "organizing the reunion|organise reunion|organising the reunion|organizing reunion|reunion party|"
      "reunion event|20-year high school reunion|the reunion|hs reunion|high school 20 year reunion|"
      "Westfield High class of 2005|class of 2005|Westfield High School reunion|our reunion|reunion organizing|"
      "20 yr reunion|twenty year reunion|twenty-year reunion|20-year class reunion|Westfield High 20-year reunion|"
      "20th high school reunion|class of 2005 20-year reunion|Westfield High School 20-year reunion")
RUV = (f'{RU}/venue|where|location|place|spot|venue name|held at|at|site|event venue|party venue|'
       'venue choice|location name|bar|held where|where held|reunion venue|venue location|event location|hall')
RUC = (f'{RU}/capacity|holds|fits|max|maximum|size|max capacity|room capacity|venue capacity|how many it holds|'
       'limit|headcount limit|fits how many|seats|max people|capacity limit|max guests|guest limit|max attendees|'
       'room size|venue size|holds how many|max number|capacity of venue')
RUP = (f'{RU}/ticket price|tickets|ticket|price|cost|per person|price per person|cost per person|per head|'
       'price per head|cost per head|ticket cost|how much|entry|entry fee|admission|fee|charge|pp|a head|'
       'price of tickets|ticket prices|ticket fee|cover charge|cost of tickets|tickets price|ticket pricing|'
       'price per ticket|cost per ticket|admission price|ticket costs')
RUR = (f'{RU}/rsvps|rsvp|yes rsvps|attending|attendees|coming|confirmed|headcount|numbers|number attending|guests|'
       'guest count|how many coming|rsvp count|yeses|count|attendance|number of rsvps|people coming|going|'
       'confirmed guests|rsvp yes|signed up|responses|yes responses|sign-ups|so far|number coming|expected|'
       'expected guests|turnout|head count|rsvps so far|yes count|rsvp numbers|number of yeses')
SL = ("slideshow|photo slideshow|slide show|photo slide show|slideshow of photos|picture slideshow|photo montage|"
      "montage|photos|photo collection|collect photos|collecting photos|pictures|slideshow photos|reunion slideshow|"
      "Dana's slideshow|slideshow for the reunion|old photos|photo show|memory slideshow|presentation|"
      "photo presentation|pics|collect pics|photo submissions|slideshow prep|the slideshow|video slideshow|"
      "photo reel|slideshow project|photo slideshow for the reunion|reunion photo slideshow|slideshow pics|"
      "slideshow with Dana|Dana slideshow|pics for slideshow|photos for slideshow")
SLD = (f'{SL}/deadline|photo deadline|by|due|due date|submit by|send by|submission deadline|pics by|photos by|'
       'send pics by|cutoff|cut-off|cut off|closing date|last day|deadline for photos|deadline for pics|when|date|'
       'submissions due|photos due|pics due|by when|send photos by|pic deadline|photo submission deadline|'
       'deadline to send|send in by|submit photos by|submission date')
sc('h15_reunion', 'Held-out 15 (issue 14): organizing a 20-year high school reunion and a photo slideshow', 'An '
   'American opener with an emoji ("so I got roped into organizing") naming the school and class after it, a '
   'tentative venue and a hedged capacity ("thinking the back room at ..., it holds like 80"), a date in a '
   'conditional "date would be", a price per head and what it covers with "+", a count with an abbreviation ("52 '
   'RSVP\'d yes on the FB group"), a second task begun "second thing —" owned by a third party with a deadline, a '
   'folder in a passive clause with a promise, a venue, capacity and price replaced in one turn with reasons, a '
   'count raised with an emoji, a check on one slot without a question mark, a deadline pushed with "fine by me", '
   'thanks with nothing to record, a check over both.', [
 ("so I got roped into organizing our 20-year high school reunion 😅 Westfield High, class of 2005", ['new'],
  {RU: None,
   f'{RU}/school|high school|which school|school name|where from|alma mater|hs|institution|school attended|'
   'name of school': ['Westfield High', 'Westfield High School', 'Westfield', 'Westfield HS', 'Westfield High (2005)'],
   f'{RU}/class|class of|year|graduating class|grad year|class year|graduation year|cohort|year group|'
   'graduating year|which class|graduated|class graduated|year graduated': [
      '2005', 'class of 2005', "'05", "class of '05", '2005 class', '05', 'Class of 2005'],
   f'?{RU}/anniversary|which reunion|milestone|type|number of years|years since|reunion type|occasion|'
   'reunion number|how many years': ['20-year', '20 year', '20th', '20 years', 'twenty years', '20-year reunion',
                                     '20th reunion', 'twentieth', '20 yr', '20'],
   f'?{RU}/role|my role|organizer|organiser|who organizing|organized by|organising|run by|host|organizing|'
   'planner|organised by|planned by|in charge': [
      'me', 'organizer', "I'm organizing", 'me (roped in)', 'roped in', 'organizing it', 'me, organizer',
      'I am organizing', 'me (organizer)', 'me (roped into it)', 'organizer (me)']}),
 ("thinking the back room at Rosie's Tavern, it holds like 80", ['new'],
  {RUV: ["Rosie's Tavern", "back room at Rosie's Tavern", "the back room at Rosie's Tavern", "Rosie's Tavern back room",
         "Rosie's Tavern (back room)", "Rosie's", 'Rosies Tavern', "Rosie's Tavern, back room",
         "back room, Rosie's Tavern", "Rosie's Tavern (thinking)", "Rosie's Tavern back room (tentative)",
         "Rosie's Tavern (tentative)", "back room of Rosie's Tavern", "the back room of Rosie's Tavern",
         "Rosie's Tavern - back room", "Rosie's Tavern (back room, tentative)", "Rosie's Tavern back room (thinking)",
         "back room at Rosie's Tavern (tentative)", "Rosie's back room", "back room at Rosie's"],
   RUC: ['80', 'about 80', 'like 80', '~80', 'around 80', '80 people', 'about 80 people', 'up to 80', '80 guests',
         'eighty', '80 max', 'roughly 80', 'approx 80', 'around 80 people', 'holds 80', 'holds about 80',
         'holds like 80', '~80 people', 'approx. 80', 'about eighty'],
   f'?{RU}/status|venue status|tentative|planning|stage|booked|booking status|venue booked|confirmed venue|'
   'decision': ['thinking', 'tentative', 'considering', 'idea', 'maybe', 'not booked', 'proposed', 'provisional',
                'to be confirmed', 'tbc', 'TBC', 'thinking about it', 'not booked yet', 'undecided', 'pending'],
   f'?{RU}/room|which room|space|area|function room|room name|part': [
      'back room', 'the back room', 'back room at Rosie\'s', 'the back room at Rosie\'s Tavern']}),
 ("date would be saturday oct 11", ['new'],
  {f'{RU}/date|when|day|event date|reunion date|on|date of reunion|night|day of reunion|scheduled|planned date|'
   'date planned|proposed date|event day|reunion day|reunion night|date of event|tentative date':
   nth(11, 'Saturday', 'October', more=['Sat Oct 11', 'Saturday Oct 11', 'Oct 11', '10/11', 'Saturday, October 11',
                                        'Sat, Oct 11', 'Saturday', 'Sat Oct 11th', 'October 11th',
                                        'Saturday October 11th', 'saturday oct 11', 'Sat 10/11', 'Saturday 10/11',
                                        'Saturday Oct 11th', 'Sat Oct 11 (tentative)'])}),
 ("tickets $45 a head, covers the buffet + first drink", ['new'],
  {RUP: usd(45, '$45 a head', '$45 per head', '$45 per person', '$45 pp', '$45/person', '$45/head', '$45 each',
            '45 a head', '$45 a ticket', '$45 per ticket', '$45 a head (buffet + first drink)',
            '$45 (buffet and first drink)', '$45 a head, covers the buffet + first drink',
            '$45 incl. buffet and first drink', '$45 including buffet and first drink', '$45 a head (buffet + drink)',
            '$45 per person (buffet and first drink)', '$45 pp incl buffet + first drink', '$45/head incl. buffet',
            '$45 per head including buffet and first drink', '$45 a person'),
   f'?{RU}/includes|included|covers|what\'s included|inclusions|ticket includes|ticket covers|price includes|'
   'includes what|incl|comes with|package|what it covers|covered|food|food and drink|catering|inclusion|'
   'what tickets cover|ticket inclusions': [
      'buffet and first drink', 'the buffet + first drink', 'buffet + first drink', 'buffet & first drink',
      'the buffet and first drink', 'buffet and a first drink', 'buffet, first drink', 'buffet and one drink',
      'buffet + 1 drink', 'buffet and 1 drink', 'buffet + one drink', 'first drink and buffet',
      'buffet plus first drink', 'the buffet and the first drink', 'buffet and first drink included',
      'buffet, first drink included', 'buffet + first drink included', 'buffet and first drink (included)']}),
 ("52 RSVP'd yes on the FB group so far", ['new'],
  {RUR: ['52', '52 yes', '52 so far', '52 RSVPs', '52 people', 'fifty-two', '52 yes RSVPs', '52 (so far)',
         '52 rsvp yes', '52 RSVP yes', '52 confirmed', '52 going', '52 coming', '52 yeses', '52 attending',
         '52 on the Facebook group', "52 RSVP'd yes", '52 RSVPd yes', '52 yes so far', '52 yes (so far)',
         '52 yes on the FB group', '52 yes (FB group)', 'fifty two'],
   f'?{RU}/rsvp via|where rsvp|rsvp where|group|facebook group|platform|invites|invitations|channel|'
   'rsvp platform|fb group|rsvp through|rsvp on|rsvps on|social media|group page|event page': [
      'Facebook group', 'the Facebook group', 'FB group', 'the FB group', 'Facebook', 'on Facebook',
      'on the FB group', 'FB', 'on the Facebook group', 'class Facebook group']}),
 ("second thing — Dana wants to do a photo slideshow. people need to send pics by Sept 26", ['new'],
  {SL: None,
   SLD: nth(26, mon='September', more=['Sept 26', 'Sep 26', '9/26', 'by Sept 26', 'by September 26',
                                       'September 26th', 'Sept 26th', 'by the 26th', 'by Sep 26', 'pics by Sept 26',
                                       'by Sept 26th', 'by 9/26', 'photos by Sept 26']),
   f'?{SL}/who|owner|run by|led by|lead|organizer|organiser|person|in charge|doing it|making it|whose|'
   'responsible|by whom|made by|point person|handled by|putting together|assigned to|whose idea|idea from|'
   'idea|requested by|proposed by|suggested by|wanted by|who wants it|owner name|dana': [
      'Dana', 'Dana wants it', "Dana (her idea)", "Dana's idea", 'by Dana', 'Dana (wants to do it)',
      'Dana is doing it', 'Dana (running it)']}),
 ("photos go into a shared Google Drive folder, I'll set it up", ['new'],
  {f'{SL}/where|send to|submit to|upload to|where to send|submissions|collection|collected in|folder|drive|'
   'drive folder|shared folder|location|storage|where photos go|where pics go|photo folder|upload|upload location|'
   'submit where|send where|destination|platform|via|how to send|method|link|how|submission method|repository|'
   'where to upload|google drive|photos go|photos go to|photos into|collect in|collection point|collected where|'
   'folder location|where to submit|submission location|photos to': [
      'shared Google Drive folder', 'a shared Google Drive folder', 'Google Drive', 'Google Drive folder',
      'shared Google Drive', 'shared Drive folder', 'GDrive folder', 'shared folder on Google Drive',
      'the shared Google Drive folder', 'Google Drive (shared folder)', 'shared google drive folder', 'Drive folder',
      'Google drive shared folder', "shared Google Drive folder (I'll make it)",
      "shared Google Drive folder (I'll set it up)", 'shared Google Drive folder (me to set up)',
      'Google Drive shared folder', 'a shared Google Drive folder (I set it up)', 'shared GDrive folder',
      "shared Google Drive folder (I'll set up)"],
   f'?{SL}/folder setup|set up by|who sets up|to do|todo|my task|task|next step|action|setup|folder owner|'
   'created by|folder by|set up|folder created by|action item|my job|who creates folder|to set up': [
      'me', "I'll set it up", 'me (set up the folder)', 'set up the folder', 'create the folder', "I'll make it",
      'make the Drive folder', 'set up Google Drive folder', 'me (to set up)', 'me to set it up', 'I set it up',
      'set up shared folder', 'set up the shared Google Drive folder', 'me (set it up)', 'set it up']}),
 ("ugh Rosie's is double booked that night. switching to the VFW hall — holds 150, and it's cheaper so tickets can "
  "come down to $35", ['update'],
  {RUV: ['VFW hall', 'the VFW hall', 'VFW', 'VFW Hall', 'V.F.W. hall', 'the VFW', 'VFW post', "VFW hall (not Rosie's)",
         "VFW hall (Rosie's double booked)", 'VFW hall (cheaper)', 'the VFW Hall', 'VFW hall (switched)'],
   RUC: ['150', 'holds 150', '150 people', 'up to 150', '150 max', 'one hundred fifty', 'a hundred and fifty',
         '150 guests', '150 capacity', 'one hundred and fifty', 'holds 150 people'],
   RUP: usd(35, '$35 a head', '$35 per head', '$35 per person', '$35 pp', '$35/person', '$35/head', '$35 each',
            '35 a head', '$35 a ticket', '$35 per ticket', 'down to $35', '$35 now', 'now $35', '$35 (down from $45)',
            '$35 a head (down from $45)', '$35 per person (cheaper venue)', '$35 a person', '$35/ticket')}),
 ("rsvps up to 61 🎉", ['update'],
  {RUR: ['61', '61 yes', '61 so far', '61 RSVPs', '61 people', 'sixty-one', '61 yes RSVPs', '61 confirmed',
         '61 going', '61 coming', 'up to 61', '61 yeses', '61 attending', 'sixty one', '61 (so far)',
         '61 yes so far', '61 (up from 52)', '61 rsvp yes']}),
 ("whats the photo deadline again", ['check'], {}, ask(SLD)),
 ("Dana wants to push it back to Oct 3, fine by me", ['update'],
  {SLD: nth(3, mon='October', more=['Oct 3', '10/3', 'by Oct 3', 'by October 3', 'October 3rd', 'Oct 3rd',
                                    'by the 3rd', 'by October 3rd', 'pushed to Oct 3', 'by 10/3', 'by Oct 3rd',
                                    'Oct 3 (pushed back)', 'October 3 (was Sept 26)', 'Oct 3 (pushed from Sept 26)'])}),
 ("you're a lifesaver honestly", [], {}),
 ("ok where's everything at — reunion + slideshow", ['check'], {}, check(RU, SL)),
])

# 7 ----------------------------------------------------------------------------------------------------------------
SO = ("soccer|fall soccer|rec soccer|fall rec soccer|soccer registration|soccer signup|soccer sign-up|"
      "register Leo for soccer|sign Leo up for soccer|Leo soccer|Leo's soccer|soccer for Leo|"
      "Leo's soccer registration|youth soccer|kids soccer|U9 soccer|U9|under 9 soccer|under-9 soccer|soccer league|"
      "rec league|soccer season|fall season|soccer team|football|Leo's football|soccer registration for Leo|"
      "fall rec soccer registration|register for soccer|sign up for soccer|recreational soccer|"
      "rec soccer registration|soccer club|Leo fall soccer|soccer enrollment|soccer enrolment|"
      "youth soccer registration|fall soccer registration|Leo's fall soccer|Leo rec soccer|U9 rec soccer|"
      "Leo's fall rec soccer|soccer sign up|sign Leo up|register Leo|Leo registration|Leo's registration")
SOJ = (f'{SO}/jersey size|jersey|size|shirt size|uniform size|kit size|shirt|uniform|t-shirt size|jersey sz|'
       'jersey sizing|size of jersey|top size|clothing size|tee size|shirt sz|jersey size (youth)|uniform sizing')
SN = ("snack duty|snacks|team snacks|snack|snack schedule|game snacks|bring snacks|snack rota|snack sign-up|"
      "snack signup|snack day|halftime snacks|half-time snacks|soccer snacks|snack duty for soccer|team snack duty|"
      "snack volunteer|snack turn|my snack turn|snack week|snack job|post-game snacks|orange slices|snack dad|"
      "snack mom|snack parent|snack slot|snack assignment|game snack duty|snack duty game|snacks for the game|"
      "snack duty (soccer)|snack duty for Leo's team|team snack|snacks duty")
SND = (f'{SN}/date|game|game date|when|day|which game|duty date|snack date|on|snack day|date of game|game day|'
       'assigned game|scheduled|my turn|turn|week|assigned date|snack game|duty day|game on|match|match date|'
       'snack duty date|my date|assigned day|duty game')
sc('h15_soccer', "Held-out 15 (issue 14): registering a child for fall rec soccer and a turn on snack duty", 'A '
   'lowercase American opener with the child and division in a clipped participle ("signing Leo up for fall rec '
   'soccer, U9"), a deadline and a fee as an abbreviated fragment ("reg closes aug 15, $95"), a first practice date, '
   'time and field as one fragment, a jersey size in shop code ("youth M"), a second task begun "also" with a '
   'grumble in parentheses, items and a headcount with "+", a size swapped with a reason, a coach and a phone '
   'number as a copular clause, a check on one slot, a date traded with another parent ("snack swap — ... is '
   'taking the 20th"), a proud aside with nothing to record, a check on the first task, an elliptical check on the '
   'second ("and snacks?").', [
 ("signing Leo up for fall rec soccer, U9", ['new'],
  {SO: None,
   f'{SO}/division|age group|league|group|level|age division|team level|bracket|age bracket|category|'
   'division name|age category|under|squad|section|age|age level|grade|age grade|team|age group division': [
      'U9', 'U-9', 'under 9', 'under-9', 'U9 division', 'Under 9s', 'under 9s', 'under-9s', 'U9s',
      'the U9 division', 'U9 (under 9)', 'Under-9', 'Under 9', 'u9', 'U9 rec'],
   f'?{SO}/player|child|kid|who|name|son|participant|registrant|for|player name|child name|kid\'s name|athlete|'
   'for whom|child\'s name|registering': ['Leo'],
   f'?{SO}/season|term|session|program|programme|when|which season|time of year': [
      'fall', 'fall season', 'autumn', 'this fall', 'the fall', 'fall rec', 'Fall'],
   f'?{SO}/type|league type|program type|kind|rec or travel|level of play|format': [
      'rec', 'recreational', 'rec league', 'rec soccer', 'recreation', 'fall rec']}),
 ("reg closes aug 15, $95", ['new'],
  {f'{SO}/deadline|registration deadline|closes|reg closes|registration closes|register by|sign up by|due|due by|'
   'by|closing date|reg deadline|signup deadline|sign-up deadline|last day|cutoff|cut-off|cut off|'
   'deadline to register|registration due|enroll by|enrol by|close date|closing|apply by|by when|'
   'registration close|registration closing date|registration ends|reg close|register before|sign up deadline':
   nth(15, mon='August', more=['Aug 15', '8/15', 'Aug 15th', 'August 15th', 'by Aug 15', 'by August 15',
                               'closes Aug 15', 'closes August 15', 'aug 15', 'by 8/15', 'closes 8/15']),
   f'{SO}/fee|cost|price|registration fee|reg fee|how much|charge|registration cost|amount|payment|fees|'
   'signup fee|sign-up fee|enrollment fee|registration price|cost to register|price to register|league fee|'
   'season fee|to pay|reg cost|reg price|registration charge|enrolment fee': usd(
      95, '$95 registration', '$95 reg fee', '$95 fee', '$95 to register', '$95 registration fee', '$95 reg')}),
 ("first practice tues sept 2, 5:30, Lincoln Park field 3", ['new'],
  {f'{SO}/first practice|first practice date|practice|practice date|first session|practice day|first training|'
   'training|training date|practices|practice starts|practices start|start|start date|season starts|'
   'first practice day|practice start|training starts|first training session|first practice on|practice begins|'
   'starts|begins|first practice when|when is first practice|first practice (date)|first training date':
   nth(2, 'Tuesday', 'September', more=['Tues Sept 2', 'Tue Sept 2', 'Tuesday Sept 2', 'Sept 2', '9/2', 'Tues 9/2',
                                        'Tuesday, Sept 2', 'Tuesday, September 2', 'Tue Sep 2', 'Tuesday', 'Tues',
                                        'Tues Sept 2nd', 'Sept 2nd', 'tues sept 2', 'Tue 9/2', 'Tuesday 9/2',
                                        'Tues, Sept 2', 'Tuesday Sept 2nd']),
   f'{SO}/practice time|time|first practice time|what time|start time|training time|practice at|at|kickoff|'
   'time of practice|practice starts at|practice hour|session time|practice start time|first practice at|'
   'training start time|starts at': clock(5, 30, 'pm', more=['5:30 (first practice)']),
   f'{SO}/location|where|practice location|venue|place|park|practice field|where practice|'
   'training location|field location|practice venue|site|ground|practice where|at where|'
   'location of practice|practice place|practice site|training ground|field and park|practice park': [
      'Lincoln Park field 3', 'Lincoln Park, field 3', 'Lincoln Park (field 3)', 'Lincoln Park Field 3',
      'field 3, Lincoln Park', 'field 3 at Lincoln Park', 'Lincoln Park', 'Lincoln Pk field 3', 'Lincoln Park - field 3',
      'Lincoln Park field #3', 'Lincoln Park #3', 'Lincoln Park, Field #3', 'field 3 (Lincoln Park)',
      'Lincoln Park, Field 3', 'Lincoln Park – field 3', 'Field 3, Lincoln Park'],
   f'?{SO}/field|field number|field no|field #|pitch number|which field|field num|field no.|pitch|pitch no': [
      '3', 'field 3', 'Field 3', '#3', 'field #3', 'no. 3', 'three', 'field three', 'Lincoln Park field 3',
      'Lincoln Park, field 3', 'Lincoln Park (field 3)', 'field 3, Lincoln Park', 'field 3 at Lincoln Park']}),
 ("jersey size youth M", ['new'],
  {SOJ: ['youth M', 'YM', 'youth medium', 'Youth Medium', 'youth med', 'Youth M', 'M (youth)', 'medium (youth)',
         'youth size M', 'youth size medium', 'Y-M', 'YM (youth medium)', 'youth M jersey', 'Youth Med', 'youth (M)',
         'youth - M', 'youth M (medium)']}),
 ("also, got roped into snack duty (ugh). it's the sept 20 game", ['new'],
  {SN: None, SND: nth(20, mon='September', more=['Sept 20', 'Sep 20', '9/20', 'Sept 20 game', 'the Sept 20 game',
                                                 'September 20 game', 'Sept 20th', 'the 20th game', 'sept 20',
                                                 'Sept 20 (game)', 'game on Sept 20', 'the September 20 game',
                                                 'Sept 20th game'])}),
 ("orange slices + juice boxes, 12 kids", ['new'],
  {f'{SN}/items|what to bring|bring|snacks|food|what|menu|snack items|list|supplies|shopping|shopping list|'
   'snack list|to bring|what snacks|snack|snack plan|items to bring|things to bring|snack food|foods|treats|'
   'provisions|contents|buy|need|what to buy|snack menu|snacks to bring|bringing|drinks and snacks|stuff': items(
      ['orange slices', 'oranges', 'sliced oranges', 'orange slice'], ['juice boxes', 'juice', 'juice box']),
   f'{SN}/kids|headcount|how many|number|count|team size|players|number of kids|quantity|servings|for|kids count|'
   'how many kids|number of players|serves|portions|people|head count|qty|amount|team|roster|size|'
   'roster size|how many players|number of servings|kid count|no. of kids|feeding': [
      '12', '12 kids', 'twelve', 'twelve kids', '12 players', 'for 12', '12 kids (team)', 'for 12 kids', 'x12',
      '12 servings', '12 children', 'for twelve', 'twelve children']}),
 ("swap his size to youth L, last year's M is already tight", ['update'],
  {SOJ: ['youth L', 'YL', 'youth large', 'Youth Large', 'youth lg', 'Youth L', 'L (youth)', 'large (youth)',
         'youth size L', 'youth size large', 'Y-L', 'YL (youth large)', 'youth L (M too tight)', 'youth (L)',
         'youth - L', 'youth L (large)', 'youth L jersey', 'Youth Lg', 'youth L (not M)']}),
 ("Coach is Mr. Alvarez, 555-0142", ['new'],
  {f'{SO}/coach|coach name|head coach|who coaches|trainer|manager|team coach|coach\'s name|coaching|coached by|'
   'coach details|coach info|team manager|coach is': [
      'Mr. Alvarez', 'Mr Alvarez', 'Alvarez', 'Coach Alvarez', 'Mr. Alvarez (555-0142)', 'Mr. Alvarez, 555-0142',
      'Mr Alvarez 555-0142', 'Mr. Alvarez - 555-0142', 'Mr Alvarez (555-0142)', 'Mr. Alvarez 555-0142'],
   f'{SO}/coach phone|phone|coach number|number|coach\'s number|phone number|coach\'s phone|contact number|'
   'coach tel|telephone|tel|cell|coach cell|mobile|coach contact number|coach\'s phone number|phone no|'
   'coach phone number|contact|coach contact|coach\'s contact|coach cell number|alvarez phone|phone #': [
      '555-0142', '5550142', '555 0142', '(555) 0142', '555.0142', 'Mr. Alvarez 555-0142']}),
 ("what size did I put for his jersey?", ['check'], {}, ask(SOJ)),
 ("snack swap — Priya's mom is taking the 20th, I've got oct 4 now", ['update'],
  {SND: nth(4, mon='October', more=['Oct 4', '10/4', 'Oct 4 game', 'the Oct 4 game', 'October 4 game', 'Oct 4th',
                                    'oct 4', 'Oct 4 (swapped)', 'Oct 4 (swapped with Priya\'s mom)', 'game on Oct 4',
                                    'Oct 4 (not Sept 20)', 'October 4th game', 'the October 4 game'])}),
 ("he's gonna be so pumped, he's been kicking a ball at the garage door all summer", [], {}),
 ("where are we on registration", ['check'], {}, check(SO)),
 ("and snacks?", ['check'], {}, check(SN)),
])

# 8 ----------------------------------------------------------------------------------------------------------------
RX = ("prescriptions|prescription|refills|refill|prescription refill|prescription refills|mom's refills|"
      "mom's prescriptions|refill prescriptions|refill mom's prescriptions|pharmacy|pharmacy pickup|"
      "medication refill|medication refills|meds|mom's meds|medications|refill meds|meds refill|lisinopril|"
      "lisinopril refill|refill lisinopril|Walgreens|Walgreens pickup|Walgreens refill|pick up prescriptions|"
      "pick up refills|prescription pickup|rx|rx refill|mom's medication|her refills|get refills|get mom's refills|"
      "pharmacy refills|mom's prescription refills|refills for mom|mom refills|mom's rx|prescriptions for mom|"
      "mom's medication refills|refill mom's meds|mom's pharmacy pickup")
RXM = (f'{RX}/medications|meds|medication|drugs|prescriptions|what|which meds|refills|items|medicine|medicines|'
       'prescription|drug|drugs list|list|meds list|what meds|which prescriptions|scripts|prescribed|'
       'prescriptions to fill|fill|to fill|being filled|meds to refill|refill list|medication list|which drugs')
PH = ("physical|annual physical|mom's physical|checkup|check-up|annual checkup|annual check-up|doctor appointment|"
      "doctor's appointment|appointment|Dr. Feldman|Dr Feldman|Dr. Feldman appointment|book physical|"
      "book the physical|schedule physical|physical appointment|annual exam|yearly physical|yearly checkup|"
      "mom's checkup|mom's annual physical|doctor visit|doctor|Riverside Family Medicine|physical with Dr. Feldman|"
      "wellness visit|annual wellness visit|mom's doctor appointment|physical exam|book appointment|Feldman|"
      "mom's appointment|annual physical for mom|physical for mom|mom physical|book mom's physical|"
      "schedule mom's physical|Dr. Feldman physical|physical at Riverside Family Medicine")
PHD = (f'{PH}/date|day|when|appointment date|appointment day|booked for|on|date of appointment|scheduled|'
       'booking|physical date|visit date|visit day|booked|chosen|appointment slot|date booked|chosen date|'
       'chosen day|appt date|appt day|physical day|date chosen|scheduled for|day booked')
PHT = (f'{PH}/time|appointment time|what time|at|time of appointment|hour|visit time|start time|booked time|'
       'time slot|slot time|physical time|appt time|appointment at|booked at|time booked|chosen time')
sc('h15_prescription', "Held-out 15 (issue 14): a parent's prescription refills and her annual physical", 'A '
   'caregiver\'s opener in American English naming two medicines and when they run out, a pharmacy and a '
   'ready time as reported speech ("said ready Thursday after 2"), a per-item copay, a second task begun "Also" '
   'at a third party\'s request with no details, a doctor and a clinic with two offered slots of which one is '
   'chosen in the next turn with a reason in capitals, a fasting instruction, a medicine dropped on the '
   'pharmacist\'s word ("so only the lisinopril\'s getting filled"), a grumble with nothing to record, a check on '
   'one slot, a switch to the other offered slot ("the monday one after all") implying its time, a note added '
   'with "Add a note to ask", a check over both.', [
 ("need to get my mom's refills sorted, she's on lisinopril and metformin and both run out next week", ['new'],
  {RX: None,
   RXM: ['lisinopril and metformin', 'lisinopril, metformin', 'metformin and lisinopril', 'lisinopril & metformin',
         'Lisinopril and Metformin', 'lisinopril + metformin', 'both (lisinopril and metformin)',
         'Lisinopril, Metformin', 'metformin, lisinopril'],
   f'{RX}/runs out|run out|running out|deadline|needed by|due|by|out by|runs out by|supply ends|need by|'
   'last day|before|urgency|when needed|by when|run out date|runs out when|supply|supply left|remaining|out of|'
   'running low|run-out|run out by|runs out on|out|supply runs out|when they run out|need before|needed before': [
      'next week', 'runs out next week', 'both run out next week', 'by next week', 'before next week',
      'run out next week', 'within a week', 'next wk', 'before they run out next week', 'both next week',
      'running out next week', 'out next week', 'both run out next wk', 'both running out next week'],
   f'?{RX}/patient|for|who|for whom|person|whose|patient name|for who': [
      'Mom', 'my mom', 'mom', 'mother', 'my mother', 'her', 'Mom (patient)']}),
 ("Walgreens on Elm said ready Thursday after 2", ['new'],
  {f'{RX}/pharmacy|where|store|pick up from|pickup location|location|which pharmacy|drugstore|chemist|'
   'pharmacy name|pickup from|collect from|filled at|pharmacy location|fill at|shop|place|where to pick up|'
   'provider|pickup place|pick-up location|pharmacy used|pick up at|pickup at|drug store|store location': [
      'Walgreens on Elm', 'Walgreens', 'Walgreens (Elm)', 'Walgreens, Elm', 'Walgreens on Elm St', 'Walgreens Elm Street',
      'Elm Street Walgreens', 'the Walgreens on Elm', 'Walgreens - Elm', 'Walgreens on Elm Street', 'Walgreens (Elm St)',
      'Elm St Walgreens', 'Walgreens, Elm St', 'Walgreens Elm', 'Walgreens (on Elm)', 'Elm Walgreens',
      'Walgreens on Elm St.', 'Walgreens, Elm Street'],
   f'{RX}/ready|pickup|pick up|pick-up|pickup date|pickup day|ready date|ready on|ready when|when ready|collect|'
   'collection|ready by|available|ready day|when|date|pick up when|pickup when|collection date|pick up date|'
   'pick up day|pick-up day|pick-up date|can pick up|ready for pickup|ready for pick up|ready to collect|'
   'ready to pick up|pickup ready|available on|ready status|ready thursday': [
      'Thursday after 2', 'Thursday', 'Thurs after 2', 'Thu after 2', 'Thursday after 2pm', 'Thursday after 2 pm',
      'Thursday afternoon', 'Thursday, after 2', 'Thursday after 2:00', 'Thurs', 'Thu', 'after 2 Thursday',
      'after 2pm Thursday', 'Thursday from 2pm', 'Thursday 2pm onwards', 'Thursday from 2', 'on Thursday after 2',
      'Thursday (after 2)', 'Thursday (after 2pm)', 'Thurs after 2pm', 'Thursday after 2:00 pm', 'Thursday after two',
      'Thursday after 2:00pm', 'Thu after 2pm', 'Thursday 2pm+', 'Thursday after 14:00', 'ready Thursday after 2',
      'Thursday, after 2pm', 'Thurs (after 2)', 'Thursday afternoon (after 2)'],
   f'?{RX}/pickup time|ready time|time|after|earliest time|from|ready after|pickup after|earliest pickup|'
   'pick up time|pick-up time|collection time|ready at|available after|time ready|ready from|available from|'
   'from time|ready hour|pickup from time': clock(2, more=[
      'after 2', 'after 2pm', 'after 2 pm', 'from 2', 'from 2pm', '2pm onwards', 'after two', 'after 2:00',
      'after 2:00pm', 'after 2:00 pm', '2pm+', 'after 14:00', 'from 2 pm', '2 onwards'])}),
 ("copay's $10 each", ['new'],
  {f'{RX}/copay|co-pay|cost|price|how much|copay each|copays|co-pays|charge|fee|amount|payment|to pay|cost each|'
   'price each|out of pocket|out-of-pocket|pay|charges|per prescription|cost per prescription|copayment|'
   'co-payment|amount due|copay per prescription|copay amount|cost per med|each|price per prescription': usd(
      10, '$10 each', '$10 per prescription', '$10 a prescription', '$10 copay each', '$10 per med',
      '10 each', '$10/each', '$10 copay', '$10 ea', '$10 per item', '$10 apiece', '$10 per refill', '$10 a piece',
      '$10 each (copay)', '$10 copay per prescription', '$10 per medication', '$10 co-pay each')}),
 ("Also her doctor wants her in for her annual physical, so I need to book that too", ['new'], {PH: None}),
 ("It's Dr. Feldman at Riverside Family Medicine. They've got Monday the 22nd at 9:15 or Wednesday the 24th at 3",
  ['new'],
  {f'{PH}/doctor|dr|physician|who|with|doctor\'s name|provider|gp|pcp|primary care|primary care doctor|seeing|'
   'doctor name|seen by|appointment with|physician name|practitioner|her doctor|mom\'s doctor|doc': [
      'Dr. Feldman', 'Dr Feldman', 'Feldman', 'Doctor Feldman', 'Dr. Feldman (Riverside Family Medicine)',
      'Dr. Feldman at Riverside Family Medicine', 'Dr Feldman, Riverside Family Medicine',
      'Dr Feldman (Riverside Family Medicine)', 'Dr. Feldman, Riverside Family Medicine'],
   f'{PH}/clinic|practice|where|location|office|surgery|place|medical practice|doctor\'s office|clinic name|'
   'practice name|venue|medical center|centre|center|health center|facility|address|site|medical office|'
   'clinic location|doctor\'s practice': [
      'Riverside Family Medicine', 'Riverside', 'Riverside Family Med', 'Riverside Family Medicine clinic',
      'at Riverside Family Medicine', 'Riverside Family Medicine (Dr. Feldman)', 'Riverside Family Medicine office'],
   f'?{PH}/options|available|choices|available slots|openings|times offered|availability|offered|'
   'options offered|possible dates|alternatives|slots offered|offered slots|available times|available dates|'
   'option|slot options|appointment options|choice': None}),
 ("let's take the wednesday, she is NOT a morning person", ['new'],
  {PHD: nth(24, 'Wednesday', more=['Wednesday', 'Wed', 'Weds', 'Wednesday the 24th', 'Wed the 24th', 'Wed 24th',
                                   'Wednesday 24th', 'the Wednesday', 'Wednesday the 24th at 3', 'Wed 24th 3pm',
                                   'Wednesday 24th at 3pm', 'Wed 24', 'Wednesday 24', 'Wednesday, the 24th',
                                   'Wed the 24th at 3', 'Wednesday the 24th at 3pm', 'Weds 24th']),
   PHT: clock(3, more=['3pm (not a morning person)', '3 in the afternoon']),
   f'?{PH}/reason|why|because|preference|chose because|reason for choice|why wednesday|why this slot|'
   'mornings|morning person': ["she's not a morning person", 'not a morning person', 'not mornings',
                               "she's NOT a morning person", 'avoid mornings', 'no mornings', 'she is NOT a morning person',
                               'she is not a morning person', 'prefers afternoons', 'afternoon preferred']}),
 ("she has to fast, nothing after midnight", ['new'],
  {f'{PH}/fasting|fast|fasting required|prep|preparation|instructions|fasting instructions|before|'
   'pre-appointment|requirements|requirement|fasting rule|fasting needed|fast from|food|eat|eating|'
   'don\'t eat|no food|fasting note|prep instructions|fasting from|what to do before|before appointment|'
   'fasting requirement|nothing after|restrictions|dietary|fasting info|pre-visit|before visit|prep needed|'
   'preparation needed|fasting details|must fast|has to fast|fast before': [
      'nothing after midnight', 'fast from midnight', 'fasting from midnight', 'fasting, nothing after midnight',
      'fast, nothing after midnight', 'no food after midnight', 'yes, nothing after midnight',
      'fasting required (nothing after midnight)', 'fast after midnight', 'fasting (nothing after midnight)',
      'must fast from midnight', 'fasting - nothing after midnight', 'required, nothing after midnight',
      'nothing to eat after midnight', 'no eating after midnight', 'fast (nothing after midnight)',
      'fasting — nothing after midnight', 'has to fast, nothing after midnight', 'nothing after 12am',
      'fast: nothing after midnight', 'yes (nothing after midnight)', 'fasting: nothing after midnight',
      'fast from midnight (nothing after)', 'no food or drink after midnight', 'nothing after midnight (fasting)',
      'must fast, nothing after midnight', 'she has to fast, nothing after midnight', 'fasting, from midnight']}),
 ("oh shoot, pharmacist says the metformin needs a new script from the doctor, so only the lisinopril's getting "
  "filled this time", ['update'],
  {RXM: ['lisinopril', 'lisinopril only', 'just lisinopril', 'only lisinopril', 'lisinopril (metformin needs new script)',
         'Lisinopril', 'lisinopril (not metformin)', 'lisinopril only (metformin needs a new script)',
         'only the lisinopril', 'just the lisinopril', 'Lisinopril only', 'lisinopril (metformin needs a new script)',
         'lisinopril only (metformin needs new script from doctor)', 'lisinopril (metformin: new script needed)']}),
 ("she'll grumble but whatever", [], {}),
 ("what time's her physical?", ['check'], {}, ask(PHT)),
 ("wait, can we switch to the monday one after all? turns out wednesdays are her bridge club", ['update'],
  {PHD: nth(22, 'Monday', more=['Monday', 'Mon', 'Monday the 22nd', 'Mon the 22nd', 'Mon 22nd', 'Monday 22nd',
                                'the Monday', 'Monday the 22nd at 9:15', 'Mon 22nd 9:15am', 'Mon 22', 'Monday 22',
                                'Monday, the 22nd', 'Mon the 22nd at 9:15', 'Monday the 22nd at 9:15am',
                                'Monday 22nd at 9:15am', 'Monday the 22nd (not Wednesday)']),
   PHT: clock(9, 15, 'am', more=['9:15 (Monday)', '9.15am (Monday)'])}),
 ("Add a note to ask Dr. Feldman about the metformin script while she's there", ['new'],
  {f'{PH}/to ask|questions|ask|ask about|question|questions for doctor|to discuss|discuss|agenda|reminder|'
   'reminders|note|notes|todo|to do|things to ask|ask doctor|raise|bring up|ask the doctor|topics|discussion|'
   'items to discuss|questions to ask|memo|ask dr feldman|ask dr. feldman|to raise|discuss with doctor|'
   'things to discuss|appointment notes|questions for dr feldman|ask at appointment|reminder to ask': [
      'metformin script', 'ask about the metformin script', 'ask Dr. Feldman about the metformin script',
      'ask about metformin script', 'metformin prescription', 'new metformin script', 'ask about new metformin script',
      'ask about the metformin prescription', 'the metformin script', 'metformin script renewal', 'ask about metformin',
      'metformin', 'new script for metformin', 'ask for a new metformin script', 'ask Dr Feldman about the metformin script',
      'ask about a new metformin script', 'the metformin script (ask Dr. Feldman)', 'ask Dr. Feldman about metformin script',
      'ask about the metformin script while she\'s there', 'metformin script (ask Dr. Feldman)',
      'new metformin prescription', 'ask about getting a new metformin script', 'ask re metformin script',
      'ask Dr. Feldman re: metformin script', 'metformin script — ask Dr. Feldman', 'ask about metformin prescription']}),
 ("Full picture please, pharmacy stuff and the appointment", ['check'], {}, check(RX, PH)),
])

# 9 ----------------------------------------------------------------------------------------------------------------
PM = ("parking permit|residents parking permit|residents' parking permit|resident parking permit|permit|"
      "permit renewal|parking permit renewal|renew parking permit|renew permit|renew the parking permit|"
      "residents permit|residents' permit|resident permit|zone K permit|zone K parking permit|car permit|parking|"
      "renewal|permit for the car|my parking permit|residents parking|residents' parking|annual permit|"
      "renew residents permit|council parking permit|parking renewal|renewing the parking permit|"
      "renew residents' parking permit|residents parking permit renewal|residents' parking permit renewal|"
      "resident's parking permit|residents permit renewal|my permit|our parking permit|renew my parking permit|"
      "parking permit (residents)|permit (zone K)")
PMR = (f'{PM}/reg|registration|car reg|number plate|plate|registration number|vehicle reg|vehicle registration|vrm|'
       'licence plate|license plate|car registration|reg number|vehicle|car|plates|reg plate|reg no|'
       'vehicle reg number|registration plate|car number|plate number|my reg|car plate|vehicle plate|reg no.|'
       'car reg number|vehicle registration number|registration mark|number-plate')
PMP = (f'{PM}/price|cost|fee|how much|charge|permit cost|permit price|permit fee|renewal cost|renewal fee|'
       'renewal price|amount|to pay|payment|cost of permit|price of permit|annual cost|annual fee|charges|total|'
       'paying|rate|price paid|chosen price|permit charge|cost for the year|yearly cost|yearly fee|annual price')
VP = ("visitor permits|visitor permit|visitors permits|visitors' permits|visitor parking|visitor parking permits|"
      "visitor parking permit|permits for in-laws|in-laws permits|in-laws' permits|in-laws parking|"
      "in-laws' parking|in-laws visit|in-laws|visitor passes|visitor pass|parking for in-laws|"
      "parking for the in-laws|visitors parking|visitor vouchers|visitor parking vouchers|guest permits|"
      "guest parking|guest permit|day permits|visitor day permits|in-laws' visit|in-law visit|"
      "visitor permits for in-laws|permits for the in-laws|temporary permits|parking vouchers|visitor permits for the in-laws|"
      "in-laws' visitor permits|visitor permit for in-laws|visitors' parking permits|in-laws parking permits|"
      "in-laws' car|visitor day passes")
VPD = (f'{VP}/dates|date|when|stay|staying|visit dates|visit|period|dates needed|needed for|from|from to|date range|'
       'dates of stay|stay dates|for dates|covering|cover|valid|when needed|visiting|arrive|arrival|'
       'permit dates|which days|date from|dates covered|time period|visit period|stay period|coming|dates staying|'
       'staying dates|valid dates|dates valid|permits for|for when|in-laws dates|in-laws staying|visit when')
VPN = (f'{VP}/days|number of days|how many days|quantity|qty|number|count|days needed|no. of days|permits needed|'
       'number of permits|how many|day count|how many permits|permits|amount|duration|length|length of stay|'
       'days of permits|number of day permits|total days|days worth|days\' worth|day permits needed|permit days|'
       'no. of permits|permits count|how long|nights')
def span(a, b, mon, more=()):
    "Spellings of a stay from day a to day b of a month."
    oa, ob, m3 = f'{a}{sfx(a)}', f'{b}{sfx(b)}', mon[:3]
    v = []
    for x, y in ((oa, ob), (str(a), str(b)), (oa, str(b)), (str(a), ob)):
        for sep in (' to ', '-', '–', ' - ', ' till ', ' until '):
            v += [f'{x}{sep}{y} {mon}', f'{x}{sep}{y} {m3}', f'{mon} {x}{sep}{y}', f'{m3} {x}{sep}{y}',
                  f'from {x}{sep}{y} {mon}', f'{x} {mon}{sep}{y} {mon}', f'{x} {m3}{sep}{y} {m3}']
    v += [f'the {oa} to the {ob} of {mon}', f'from the {oa} to the {ob} of {mon}', f'{oa} to the {ob} of {mon}',
          f'{oa}-{ob} of {mon}', f'{oa} to {ob} of {mon}', f'the {oa} to {ob} {mon}', f'{a}/8-{b}/8', f'{a}/8 to {b}/8',
          f'{a:02d}/08-{b:02d}/08', f'{a:02d}/08 - {b:02d}/08', f'{mon} {oa} to {ob}', f'{mon} {oa}-{ob}',
          f'{m3} {oa}-{ob}', f'{oa}–{ob} {mon}', f'{a}–{b}th {mon}' if b > 3 else f'{a}–{ob} {mon}']
    return uniq(v + list(more))
sc('h15_permit', "Held-out 15 (issue 14): renewing a residents' parking permit and visitor permits for the in-laws",
   'A terse British opener with a zone and an expiry as clipped sentences, a number plate as a copular fragment, '
   'two offers of which one is taken ("going for the year"), a document as a verbless fragment with "\'ll do", a '
   'second task begun "Separately —" with a date range and whose car, a day rate and a count as two clipped '
   'sentences, a second number plate distinguished by "Their", "Cheers." with nothing to record, a check on one '
   'slot whose task is picked by "my", a plate and a price corrected together with a reason ("EVs are half '
   'price"), a range and a count changed by arriving "a day early", a check on the second task, a check over both.', [
 ("Residents' parking permit's up for renewal. Zone K, runs out 30 June.", ['new'],
  {PM: None,
   f'{PM}/zone|parking zone|permit zone|area|cpz|zone letter|which zone|controlled zone|zone code|district|sector|'
   'cpz zone|permit area': ['K', 'Zone K', 'zone K', 'CPZ K', 'K zone', 'Zone K (residents)'],
   f'{PM}/expiry|expires|runs out|expiry date|end date|ends|valid until|expiring|renewal date|renew by|due|due by|'
   'deadline|by|current expiry|current permit expires|lapses|valid to|expire|expiration|expiration date|'
   'renewal due|runs out on|good until|valid till|date|expiry of current permit|permit expires|permit expiry|'
   'runs out date|current permit expiry': nth(30, mon='June', more=[
      '30 June', '30th June', 'June 30', '30/6', '30/06', 'runs out 30 June', 'expires 30 June', 'by 30 June', '30 Jun',
      'end of June', 'renew by 30 June', 'June 30th', '30th of June', 'on 30 June'])}),
 ("Reg is LK19 TXW.", ['new'], {PMR: reg('LK19 TXW')}),
 ("£96 for 12 months or £54 for six — going for the year.", ['new'],
  {f'{PM}/duration|length|term|period|how long|permit length|permit duration|validity|valid for|months|option|'
   'choice|permit term|type|permit type|length of permit|renewal period|renewal length|term length|plan|package|'
   'months valid|option chosen|chosen option|chosen duration|chosen length|permit period|renewal term|'
   'renewing for|going for': [
      '12 months', 'a year', '1 year', 'one year', 'the year', '12-month', '12 month', 'twelve months', 'annual',
      '12 months (£96)', 'full year', 'yearly', 'year', '12-month permit', 'annual permit', '12 mo', '12mths',
      '1 yr', '12 months (a year)', '12 mths', '12-months', 'the year (12 months)', '12 month permit', 'one-year'],
   PMP: gbp(96, '£96 for 12 months', '£96 a year', '£96 for a year', '£96 (12 months)', '£96 per year', '£96/year',
            '£96 annual', '£96 for the year', '£96 for one year', '£96 / 12 months', '£96 (annual)', '£96 yearly',
            '£96 pa', '£96 for 12 months (going for the year)', '£96/12 months', '£96 per annum'),
   f'?{PM}/alternative|other option|six months|6 months|6-month option|6 month price|six month price|'
   'shorter option|rejected|alternative option|half year|6-month price|other price|six-month option|'
   'six month option|6 month option|rejected option|not chosen': gbp(
      54, '£54 for six', '£54 for 6 months', '£54 for six months', '6 months £54', '£54 (6 months)',
      'six months for £54', '6 months for £54', '£54 (six months)', '£54/6 months', '£54 for 6 months (not chosen)')}),
 ("Proof of address — council tax bill'll do.", ['new'],
  {f'{PM}/proof|proof of address|documents|document|evidence|id|proof needed|docs|required documents|paperwork|'
   'needs|requirement|requirements|supporting documents|address proof|proof of residence|evidence needed|upload|'
   'documentation|proof document|what\'s needed|doc|needed|residency proof|evidence of address|document needed|'
   'proof required|proof of address document|address evidence|document for proof|proof to use|using as proof': [
      'council tax bill', 'council tax bill (proof of address)', 'a council tax bill',
      'council tax bill for proof of address', 'council tax', 'council tax statement',
      'proof of address: council tax bill', 'Council Tax bill', 'my council tax bill', 'the council tax bill',
      'CT bill', 'council tax bill will do', "council tax bill'll do", 'council tax bill (will do)']}),
 ("Separately — in-laws are staying 8th to 12th August, so I'll need visitor permits for their car.", ['new'],
  {VP: None, VPD: span(8, 12, 'August'),
   f'?{VP}/for|who|visitors|guests|who for|visitor|for whom|whose car|guest|people|for who|vehicle owner|'
   'whose': ['in-laws', 'the in-laws', 'my in-laws', "in-laws' car", "the in-laws' car", 'inlaws', 'in laws',
             'their car', 'in-laws (their car)', "my in-laws' car"]}),
 ("They're £3.20 a day. Five days.", ['new'],
  {f'{VP}/price|cost|per day|price per day|cost per day|daily rate|daily cost|rate|fee|charge|how much|day rate|'
   'daily price|price each|cost each|daily charge|permit price|permit cost|unit price|each|price a day|'
   'day price|cost a day|charge per day|daily fee|per permit|price per permit|cost per permit|permit rate|'
   'price per visitor permit|day permit price|day permit cost': [
      '£3.20', '3.20', '£3.20 a day', '£3.20 per day', '£3.20/day', '3.20 a day', '£3.20 each', '£3.20 a day each',
      '£3.20 daily', '3.20 per day', '£3.20 per permit', '£3.20 per day permit', '£3.20 a day (five days)',
      '£3.20/day (5 days)', '3.20 pounds a day', '£3.20 per visitor day', '£3.20 per day (5 days)',
      '£3.20 a day x 5', '£3.20 per day each', '£3.2 a day', '£3.20 a day permit', '£3.20 per day, 5 days',
      '320p a day'],
   VPN: ['5', 'five', '5 days', 'five days', '5 day permits', 'five day permits', '5 permits', 'five permits', 'x5',
         "5 days' worth", "five days' worth", '5 (days)', '5 days worth', '5 x 1 day', '5 x day permits',
         '5 day passes', 'five day passes'],
   f'?{VP}/total|total cost|overall cost|total price|altogether|sum|grand total|overall|cost total|in total|'
   'total to pay|total spend': gbp(16, '£16.00', '£16 total', '£16 in total', '£16 for five days',
                                   '£16 (5 x £3.20)', '16.00', '£16 for 5 days', '£16.00 total', '£16 (5 days)')}),
 ("Their reg's YB21 KOP.", ['new'],
  {f'{VP}/reg|registration|car reg|number plate|plate|registration number|vehicle reg|vehicle registration|vrm|'
   'licence plate|license plate|car registration|reg number|vehicle|car|plates|reg plate|reg no|their reg|'
   'in-laws\' reg|visitor reg|visitor car|guest reg|plate number|in-laws reg|their car reg|visitor car reg|'
   'visitor vehicle|visitor registration|registration of car|in-laws\' car reg|car plate|reg no.|vehicle plate':
   reg('YB21 KOP', "YB21 KOP (in-laws' car)", "YB21 KOP (in-laws)")}),
 ("Cheers.", [], {}),
 ("What's my reg again?", ['check'], {}, ask(PMR)),
 ("Slight mix-up — it's the electric car getting the permit, not the Golf. LK22 EVR. And EVs are half price, so £48.",
  ['update'],
  {PMR: reg('LK22 EVR', 'LK22 EVR (electric car)', 'LK22 EVR (EV)', 'LK22EVR (electric)', 'LK22 EVR (not the Golf)',
            'LK22 EVR (electric car, not the Golf)', 'LK22 EVR (electric)'),
   PMP: gbp(48, '£48 for 12 months', '£48 a year', '£48 for a year', '£48 (12 months)', '£48 per year', '£48/year',
            '£48 (EV half price)', '£48 (half price for EVs)', '£48 half price', '£48 for the year', '£48 annual',
            '£48 (electric car, half price)', '£48 (half price)', '£48 yearly', '£48 (EV)', '£48 (EV, half price)',
            '£48 for 12 months (EV half price)', '£48 (half price, electric car)', '£48 pa', '£48 per annum')}),
 ("In-laws are coming a day early now, the 7th, so six days.", ['update'],
  {VPD: span(7, 12, 'August', more=['from the 7th (a day early) to the 12th of August',
                                    '7th to 12th August (a day early)', '7-12 August (arriving a day early)']),
   VPN: ['6', 'six', '6 days', 'six days', '6 day permits', 'six day permits', '6 permits', 'six permits', 'x6',
         "6 days' worth", "six days' worth", '6 (days)', '6 days worth', '6 x 1 day', '6 x day permits',
         '6 day passes', 'six day passes', '6 days (a day early)'],
   f'?{VP}/total|total cost|overall cost|total price|altogether|sum|grand total|overall|cost total|in total|'
   'total to pay|total spend': gbp(19.20, '£19.20', '19.20', '£19.20 total', '£19.20 in total', '£19.20 for six days',
                                   '£19.20 (6 x £3.20)', '£19.20 for 6 days', '£19.20 (6 days)')}),
 ("Where are we with the visitor ones?", ['check'], {}, check(VP)),
 ("All of it, both permits please.", ['check'], {}, check(PM, VP)),
])

# 10 ---------------------------------------------------------------------------------------------------------------
DP = ("damp|damp survey|damp problem|damp in the back bedroom|back bedroom damp|damp and mould|mould|mold|"
      "damp survey booking|book damp survey|damp inspection|damp specialist|damp proofing|damp-proofing|"
      "damp assessment|survey|damp check|mould problem|black mould|damp issue|damp report|damp surveyor|surveyor|"
      "get damp looked at|damp look|back bedroom|back bedroom mould|mould in back bedroom|damp visit|"
      "damp appointment|sort the damp|fix the damp|damp investigation|damp treatment|damp survey appointment|"
      "damp and mould survey|mould survey|book a damp survey|damp survey for back bedroom|mould in the back bedroom|"
      "black mould in back bedroom|damp inspection booking|get someone to look at the damp")
DPF = (f'{DP}/fee|cost|price|survey fee|survey cost|survey price|charge|how much|cost of survey|price of survey|'
       'amount|charges|fees|quote|survey charge|to pay|payment|rate|callout|call-out fee|callout fee|'
       'inspection fee|inspection cost|survey quote|charge for survey')
DPS = (f'{DP}/surveyor|company|who|by|firm|provider|contractor|surveyor company|specialist|damp specialist|'
       'damp company|with|booked with|survey by|company name|survey company|inspector|assessor|tradesman|'
       'who\'s coming|engineer|firm name|business|done by|using|going with|provider name|booked|damp firm|'
       'surveying company|surveyors')
DPD = (f'{DP}/date|day|when|survey date|survey day|appointment|appointment date|visit|visit date|booked for|on|'
       'coming on|scheduled|booking|date of survey|inspection date|visit day|appointment day|survey on|'
       'survey booked for|inspection day|date booked|day booked')
DPT = (f'{DP}/time|window|time slot|slot|arrival window|time window|hours|arrival time|arrival|appointment time|'
       'time of visit|between|survey time|visit time|timeslot|when arriving|arriving|arrive between|survey window|'
       'appointment window|time range|survey slot|visit window|arrival slot')
DPR = (f'?{DP}/refund|refundable|deducted|knocked off|credited|refund terms|refund policy|terms|condition|'
       'conditions|deductible|credit|off the bill|refund if|fee refundable|rebate|notes on fee|fee note|fee terms|'
       'discount|fee conditions|refund condition|fee refund')
DH = ("dehumidifier|buy dehumidifier|buy a dehumidifier|get a dehumidifier|dehumidifier purchase|new dehumidifier|"
      "Meaco|Meaco dehumidifier|Meaco 12L|Meaco 12L dehumidifier|dehumidifier for the back bedroom|"
      "dehumidifier for back bedroom|dehumidifier order|order dehumidifier|order a dehumidifier|humidifier|"
      "dehumidifier shopping|buy Meaco|12L dehumidifier|dehumidifier buy|a dehumidifier|the dehumidifier|"
      "Meaco 12 litre|dehumidifier from Argos|Argos dehumidifier|buy the Meaco|Meaco 12L purchase|"
      "getting a dehumidifier|dehumidifier to buy|purchase dehumidifier")
DHS = (f'{DH}/shop|where|store|from|retailer|buy from|where to buy|seller|stockist|vendor|source|buy at|'
       'purchase from|shop name|buying from|get from|get it from|bought from|supplier|outlet|at|order from|'
       'where from|buying at|getting from|where to get|buy where|ordering from')
DHP = (f'{DH}/price|cost|how much|amount|budget|spend|charge|costs|total|cost of it|price of it|dehumidifier price|'
       'dehumidifier cost|purchase price|rrp|retail price|paying|pay|price there|cost there|shop price|'
       'price paid|unit price')
def at(n, shop, *more):
    return gbp(n, f'£{n} at {shop}', f'£{n} ({shop})', f'£{n} from {shop}', f'£{n}.00 at {shop}', f'{shop} £{n}',
               f'£{n} at {shop} (Meaco 12L)', *more)
sc('h15_damp', 'Held-out 15 (issue 14): a damp survey for a mouldy bedroom and a dehumidifier', 'A British opener '
   'describing the problem ("a black mould patch creeping up behind the wardrobe") with the request after a dash, '
   'a surveyor and a fee with a condition ("knocked off the bill if we go ahead"), a date and a window as a bare '
   'abbreviated fragment, an exclamation with nothing to record, a second task begun "In the meantime" with model, '
   'price and shop in one clause, a shop and price replaced by a cheaper one ("get it from there"), a date moved '
   'with "same time slot", a check on one slot, a surveyor, fee, condition and window replaced in one turn on a '
   'relative\'s advice with the date kept ("the same Thursday"), the first shop restored with its price implied '
   '("Go back to Argos then"), a check on the second task, a check over both.', [
 ("There's a black mould patch creeping up behind the wardrobe in the back bedroom — I want someone to come out and "
  "look at the damp properly.", ['new'],
  {DP: None,
   f'{DP}/room|where|location|which room|place|area|affected room|affected area|room affected|in|problem area|'
   'where is it|location of damp|damp location|site|position|where in house|room with damp|damp where|mould where|'
   'mould location': [
      'back bedroom', 'the back bedroom', 'back bedroom, behind the wardrobe', 'behind the wardrobe in the back bedroom',
      'back bedroom (behind the wardrobe)', 'back bedroom behind wardrobe', 'the back bedroom (behind the wardrobe)',
      'behind the wardrobe, back bedroom', 'rear bedroom', 'back bed room', 'back bedroom - behind the wardrobe',
      'in the back bedroom', 'back bedroom wall behind the wardrobe', 'wall behind the wardrobe in the back bedroom',
      'back bedroom, behind wardrobe', 'back bedroom (behind wardrobe)', 'back bedroom – behind the wardrobe',
      'behind the wardrobe (back bedroom)'],
   f'?{DP}/problem|symptom|issue|what|description|sign|signs|damage|what\'s wrong|notes|note|fault|details|'
   'observed|evidence|symptoms|type|what\'s happening|mould type|problem description': [
      'black mould', 'black mould patch', 'black mould behind the wardrobe', 'mould patch',
      'black mould creeping up behind the wardrobe', 'mould', 'black mold', 'a black mould patch',
      'black mould patch behind the wardrobe', 'black mould patch creeping up', 'black mould patch creeping up',
      'black mould patch creeping up behind the wardrobe', 'damp and black mould', 'black mould (damp)'],
   f'?{DP}/exact location|where exactly|precise location|wall|exact spot|behind|which wall|patch location|spot|'
   'where in room|location in room|position in room': [
      'behind the wardrobe', 'behind wardrobe', 'wall behind the wardrobe', 'behind the wardrobe (creeping up)']}),
 ("Dryzone Surveys can come out — £150 for the survey, knocked off the bill if we go ahead with their work.", ['new'],
  {DPS: ['Dryzone Surveys', 'Dryzone', 'Dry Zone Surveys', 'DryZone Surveys', 'Dryzone Survey', 'DryZone', 'Dry Zone'],
   DPF: gbp(150, '£150 for the survey', '£150 survey', '£150 (refundable if we go ahead)',
            '£150, refundable against the work', '£150 (knocked off the bill if we go ahead)',
            '£150 (deducted if we go ahead)', '£150 refundable', '£150 survey fee', '£150 for survey',
            '£150 (off the bill if work goes ahead)', '£150 survey (deducted from work)', '£150 (credited against work)',
            '£150 for the survey, knocked off the bill if we go ahead', '£150 (knocked off if we go ahead)',
            '£150 (knocked off the bill if we go ahead with their work)', '£150 (refunded if we use them)'),
   DPR: ['knocked off the bill if we go ahead', 'refundable if we go ahead', 'deducted if we go ahead with their work',
         'knocked off the bill if we go ahead with their work', 'refunded if we go ahead', 'yes, if we go ahead',
         'off the bill if we go ahead', 'credited against the work', 'deducted from the work if we go ahead',
         'refundable against work', 'taken off the bill if we use them', 'refundable if work goes ahead',
         'yes (if we go ahead)', 'deducted from bill if we proceed', 'refundable', 'yes', 'deducted from the work',
         'knocked off the bill', 'deducted', 'credited if we go ahead', 'refundable if we go ahead with their work',
         'refunded against the work', 'knocked off if we go ahead', 'off the bill if we go ahead with their work']}),
 ("Mon 3rd March, between 1 and 3.", ['new'],
  {DPD: nth(3, 'Monday', 'March', more=['Mon 3rd March', 'Mon 3 March', 'Monday 3rd March', '3/3', '03/03', 'Monday',
                                        'Mon', 'Mon 3rd', 'Monday the 3rd of March']),
   DPT: window(1, 3, 'pm', 'pm', more=['afternoon (1-3)', '1-3 in the afternoon', 'between 1 and 3pm',
                                       'between 1 and 3 pm', '1 and 3pm'])}),
 ("Gosh, the smell in there.", [], {}),
 ("In the meantime I'm getting a dehumidifier — the Meaco 12L, £159 at Argos.", ['new'],
  {DH: None,
   f'{DH}/model|which|which one|make|brand|product|type|make and model|model name|item|unit|what|choice|'
   'chosen model|machine|product name|brand and model|kind|version|which model|dehumidifier model|'
   'dehumidifier type|model chosen|getting|buying|purchase|what to buy': [
      'Meaco 12L', 'the Meaco 12L', 'Meaco 12 litre', 'Meaco 12-litre', 'Meaco 12 L', 'Meaco', 'Meaco 12L dehumidifier',
      'Meaco 12 litre dehumidifier', 'Meaco 12l', 'MeacoDry 12L', 'Meaco 12 liter', 'Meaco 12-litre dehumidifier',
      'Meaco 12 litres', 'Meaco 12L (£159)', 'Meaco 12 Litre'],
   f'?{DH}/capacity|size|litres|volume|tank|tank size|extraction|litre|liters|capacity (litres)|daily extraction': [
      '12L', '12 litres', '12 litre', '12 L', '12l', '12 litre capacity', '12 liters', '12-litre', '12 litres/day',
      '12L/day', '12 L per day', '12 litres a day'],
   DHS: ['Argos', 'from Argos', 'at Argos'],
   DHP: at(159, 'Argos')}),
 ("Hmm, Lakeland have the exact same one for £139 — get it from there.", ['update'],
  {DHS: ['Lakeland', 'from Lakeland', 'at Lakeland', 'Lakeland (£139)', 'Lakeland (cheaper)', 'Lakeland instead',
         'Lakeland (not Argos)', 'Lakeland instead of Argos'],
   DHP: at(139, 'Lakeland', '£139 (cheaper at Lakeland)', '£139 at Lakeland (same one)')}),
 ("Survey's been bumped to Thursday the 6th, same time slot.", ['update'],
  {DPD: nth(6, 'Thursday', 'March', more=['Thursday', 'Thu', 'Thurs', 'Thurs 6th', '6/3', '06/03', 'Thu 6 Mar',
                                          'Thursday 6th (same slot)', 'Thursday the 6th (same time slot)',
                                          'Thursday 6th March, between 1 and 3', 'Thursday the 6th of March'])}),
 ("How much was the survey again?", ['check'], {}, ask(DPF)),
 ("Actually, scrap Dryzone — my brother-in-law says they're cowboys. Book PreservaHome instead: £120, but that's not "
  "refundable, and they can do the same Thursday, 10 till 12.", ['update'],
  {DPS: ['PreservaHome', 'Preserva Home', 'Preservahome', 'PreservaHome (not Dryzone)', 'PreservaHome instead of Dryzone',
         'PreservaHome (instead of Dryzone)', 'Preserva-Home', 'PreservaHome (replacing Dryzone)'],
   DPF: gbp(120, '£120 (not refundable)', '£120, not refundable', '£120 non-refundable', '£120 (non-refundable)',
            '£120 survey', '£120 for the survey', '£120 survey fee', '£120 no refund', '£120 non refundable',
            '£120 (no refund)', '£120 (PreservaHome)', '£120 survey (not refundable)', '£120, non-refundable'),
   DPR: ['not refundable', 'non-refundable', 'no', 'no refund', 'non refundable', 'not refundable (PreservaHome)',
         'none', 'nope', 'not deductible', 'no refund if we go ahead', 'not refunded', 'no (not refundable)',
         "not knocked off the bill", 'no refund (PreservaHome)', 'not refundable (£120)'],
   DPT: window(10, 12, more=['10-12 (morning)', 'morning, 10-12', '10am till midday', '10 till 12 (morning)',
                             'morning 10-12', '10am–midday', 'between 10am and 12pm', 'between 10 and 12 (morning)'])}),
 ("Oh for goodness' sake, Lakeland are out of stock. Go back to Argos then.", ['update'],
  {DHS: ['Argos', 'from Argos', 'at Argos', 'Argos (Lakeland out of stock)', 'back to Argos', 'Argos again',
         'Argos (not Lakeland)', 'Argos (Lakeland out of stock)', 'Argos instead of Lakeland'],
   DHP: at(159, 'Argos', '£159 (back to Argos)', '£159 at Argos (Lakeland out of stock)')}),
 ("What've you got down for the dehumidifier?", ['check'], {}, check(DH)),
 ("Right, run the whole lot past me.", ['check'], {}, check(DP, DH)),
])
