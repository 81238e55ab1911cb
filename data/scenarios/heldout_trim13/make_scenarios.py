"""Write the thirteenth held-out TRIM scenarios (issue 14, session 8, blind set) from a compact form: each turn
sets/deletes gold paths; check turns carry the facts an answer must state (every set slot of the tasks asked about)."""
import sys
from itertools import permutations, product
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (session 8, blind set h13) by a writer who did not see the rules or the classifier (only "
       "the scorer, compact.py and the h12 format), before any classifier ran on it; ten conversations in domains used "
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
                 f'{wd[:3]} the {o}']
    if mon: v += [f'{n} {mon}', f'{o} {mon}', f'{mon} {n}', f'{mon} {o}', f'the {o} of {mon}', f'{o} of {mon}',
                  f'{n} {mon[:3]}', f'{mon[:3]} {n}', f'{o} {mon[:3]}', f'on {n} {mon}', f'on the {o} of {mon}']
    if wd and mon: v += [f'{wd} {n} {mon}', f'{wd} {o} {mon}', f'{wd}, {n} {mon}', f'{wd} the {o} of {mon}',
                         f'{wd[:3]} {n} {mon[:3]}', f'{wd[:3]} {o} {mon}']
    return uniq(v + list(more))
def day(wd, more=()):
    "Spellings of a weekday said on its own."
    short = {'Tuesday': ['Tue', 'Tues'], 'Wednesday': ['Wed', 'Weds'], 'Thursday': ['Thu', 'Thurs']}.get(wd, [wd[:3]])
    return uniq([wd, f'on {wd}', f'this {wd}'] + short + list(more))
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
              10: [f'ten past {w}', f'ten past {h}', f'10 past {h}', f'10 past {w}'],
              20: [f'twenty past {w}', f'twenty past {h}', f'20 past {h}'],
              40: [f'twenty to {nw}', f'twenty to {h % 12 + 1}', f'20 to {h % 12 + 1}']}.get(m, [])
    return uniq(v + list(more))
def gbp(n, *more):
    v = [f'£{n}', str(n), f'{n} pounds', f'{n} quid'] + ([f'£{n}.00'] if isinstance(n, int) else [])
    return uniq(v + list(more))
def usd(n, *more):
    v = [f'${n}', str(n), f'{n} dollars', f'{n} bucks', f'${n}.00', f'USD {n}', f'{n} USD']
    return uniq(v + list(more))
def items(*alts):
    "Spellings of a list of things: every mix of the given spellings, and the first two of each in every order."
    out = [', '.join(c[:-1]) + ' and ' + c[-1] for c in product(*alts)]
    for c in product(*[a[:2] for a in alts]):
        for p in permutations(c): out += [', '.join(p[:-1]) + ' and ' + p[-1], ', '.join(p)]
    return uniq(out)

def check(*roots): return {'_facts': roots}
def sc(name, title, desc, turns):
    "Write a scenario; a turn whose extra is check(root, ...) gets as facts every set slot of those roots."
    st, out = {}, []
    for t in turns:
        ch = {k: (uniq(v) if isinstance(v, list) else v) for k, v in t[2].items()}
        extra = dict(t[3]) if len(t) > 3 else {}
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
V = ("booster|boosters|booster jab|Biscuit's booster|Biscuit's booster jab|Biscuit booster|booster for Biscuit|"
     "dog booster|dog's booster|annual booster|yearly booster|Biscuit's annual booster|booster vaccination|"
     "vaccination|vaccinations|dog vaccination|dog vaccinations|dog's vaccinations|Biscuit's vaccinations|"
     "vaccination for Biscuit|Biscuit vaccination|annual vaccination|jab|jabs|dog jab|annual jab|Biscuit's jabs|"
     "vet|vets|the vet|vet appointment|vets appointment|vet's appointment|vet visit|vet booking|Biscuit vet|"
     "Biscuit's vet appointment|vet for Biscuit|dog vet appointment|booster appointment|vaccination appointment|"
     "Castle Vets|Castle Vets appointment|book the vet|book booster|take Biscuit to the vet|Biscuit to the vet")
VD = (f'{V}/date|day|when|appointment|appointment date|appointment day|on|booked|booked for|booking|scheduled|visit|'
      'visit date|date booked|vet date|day booked|appointment on|booked in|booked in for')
VT = (f'{V}/time|at|appointment time|what time|time slot|slot|slot time|booked time|start time|time booked|'
      'booking time|arrival time|time of appointment|appointment at')
K = ("kennels|kennel|kennel booking|kennels booking|book kennels|book the kennels|book kennels for Biscuit|boarding|"
     "dog boarding|boarding kennels|Biscuit's kennels|kennels for Biscuit|kennel for Biscuit|Biscuit kennels|"
     "Biscuit boarding|boarding for Biscuit|Biscuit's boarding|dog boarding for Biscuit|dog kennels|kennel stay|"
     "kennels stay|kennelling|kennels while away|kennels for Cornwall|kennels for the holiday|holiday kennels|"
     "kennels booking for Biscuit|Happy Paws|Happy Paws kennels|Happy Paws booking|Happy Paws at Hatch Farm|"
     "kennels at Hatch Farm|Hatch Farm kennels|Biscuit's stay|dog's stay|kennels for Biscuit while away")
KN = (f'{K}/nights|length|how long|duration|stay|length of stay|number of nights|nights booked|how many nights|days|'
      'stay length|period|for how long|total nights|booking length|length of booking|no. of nights|how many days')
KU = (f'?{K}/until|to|end|end date|pick up|pick-up|collect|collection|collection date|pick up date|back|return|'
      'check out|checkout|until when|date out|out')
KT = f'?{K}/total|total cost|total price|overall|sum|altogether|grand total|in total|overall cost'
sc('h13_vet', "Held-out 13 (issue 14): a dog's booster vaccination and kennels for a holiday", 'A possessive '
   'opener about the dog ("Biscuit\'s booster is due") with a deadline from a reminder card, a practice as a verbless '
   'fragment with an aside ("same as always"), a price as a fragment with what it covers ("a once-over"), a day and a '
   'time in a "They had a slot ... so I grabbed it" clause, a second task begun by a trip ("We\'re off to ... so '
   'she\'ll need kennels as well") with a start date and a kennels named in a past-tense aside, nights and a nightly '
   'rate as a fragment, a requirement as a copular "They\'re strict about ...", a count changed with "Actually make '
   'that" and a reason, a check on the second task, a turn with nothing to record, an appointment cancelled by a third '
   'party (a deletion of its day and time), a check over both without a question mark.', [
 ("Biscuit's booster is due — the reminder card from the vet says by the end of the month.", ['new'],
  {V: None,
   f'{V}/due|due by|deadline|by|by when|due date|when due|needed by|date due|booster due|expires|expiry|runs out|'
   'do by|get done by|before|timeframe|due before|vaccination due|jab due|booster due by|must be done by|latest': [
      'end of the month', 'by the end of the month', 'the end of the month', 'end of month', 'by end of month',
      'before the end of the month', 'end of this month', 'by the end of this month', 'due by the end of the month',
      'month end', 'by month end', 'by end of the month', 'due end of the month', 'end of the month (reminder card)',
      'by the end of the month (reminder card)', 'this month', 'within the month', 'end of month (per reminder card)'],
   f'?{V}/dog|pet|for|whose|animal|patient|dog name|dog\'s name|for whom|pet name|pet\'s name':
   ['Biscuit', 'for Biscuit', 'Biscuit (dog)'],
   f'?{V}/reminder|source|note|notes|reminder card|prompted by': ['reminder card', 'the reminder card from the vet',
                                                                 'vet reminder card', 'reminder card from the vet']}),
 ("Castle Vets on Mill Road, same as always.", ['new'],
  {f'{V}/vet|vets|practice|surgery|where|clinic|vet practice|vet surgery|which vet|which vets|place|location|'
   'provider|with|veterinary practice|veterinary surgery|vet\'s|booked with|booked at|vet name|practice name|'
   'veterinarian|venue|who': [
      'Castle Vets', 'Castle Vets on Mill Road', 'Castle Vets, Mill Road', 'Castle Vets (Mill Road)',
      'Castle Vets in Mill Road', 'Castle Vets Mill Road', 'Castle Vet', 'Castle Veterinary', 'at Castle Vets',
      'Castle Vets on Mill Rd', 'Castle Vets, Mill Rd', 'Castle Vets (same as always)', 'Castle Vets (usual)',
      'Castle Vets on Mill Road (usual)', 'Castle Vets on Mill Road, same as always', "Castle Vet's",
      'Castle Vets on Mill Road (same as always)', 'Castle Vets, Mill Road (usual vets)', 'the usual, Castle Vets'],
   f'?{V}/street|road|address|located on|street name|vet address|practice address': [
      'Mill Road', 'on Mill Road', 'Mill Rd']}),
 ("£58 for the jab and a once-over.", ['new'],
  {f'{V}/price|cost|fee|charge|how much|quote|total|amount|price of booster|booster cost|booster price|'
   'vaccination cost|vaccination price|jab cost|jab price|cost of jab|vet fee|vet cost|appointment cost|bill|costs|'
   'fees|vet bill|charges|cost of booster|price of jab': gbp(
      58, '£58 for the jab and a once-over', '£58 (jab and health check)', '£58 for the jab and health check',
      '£58 booster and check', '£58 incl. health check', '£58 including a health check', '£58 including health check',
      '£58 for booster and check-up', '£58 for the booster and a check', '£58 (jab and once-over)',
      '£58 (booster and health check)', '£58 for jab and once-over', '£58 for the jab and a check-up',
      '£58 jab and once-over', '£58 for the booster and a once-over', 'fifty-eight quid'),
   f'?{V}/what|includes|covers|service|treatment|procedure|type|what\'s included|appointment type|visit type|'
   'what for|included|reason for visit|covering': [
      'jab and a once-over', 'the jab and a once-over', 'booster and health check', 'vaccination and health check',
      'jab and health check', 'booster and a check-up', 'jab and check-up', 'booster jab and health check',
      'booster and once-over', 'annual booster and health check', 'vaccination and check-up', 'jab and once-over',
      'booster and a once-over', 'jab plus a once-over', 'jab + once-over', 'jab and a health check']}),
 ("They had a slot on Tuesday at ten past five, so I grabbed it.", ['new'],
  {VD: day('Tuesday', ['Tuesday at ten past five', 'Tuesday 5:10pm', 'Tuesday at 5.10', 'Tuesday, 5.10pm',
                       'Tues 5.10pm', 'Tuesday 17:10', 'Tuesday at 5:10pm', 'Tuesday 5.10pm', 'Tuesday ten past five',
                       'Tue 5:10pm', 'Tuesday at 5:10', 'Tuesday, 5:10pm', 'Tuesday 5:10']),
   VT: clock(5, 10, more=['at ten past five', 'ten past five (pm)', '5:10 in the afternoon', '5.10 pm'])}),
 ("We're off to Cornwall on the 14th, so she'll need kennels as well — Happy Paws at Hatch Farm had her last year.",
  ['new'],
  {K: None,
   f'{K}/kennels|kennel|name|where|which kennels|place|provider|company|with|at|location|who|business|venue|'
   'kennel name|booked with|booked at|boarding kennels|facility|kennels name|boarding with|boarding at|staying at|'
   'which kennel': [
      'Happy Paws', 'Happy Paws at Hatch Farm', 'Happy Paws, Hatch Farm', 'Happy Paws (Hatch Farm)',
      'Happy Paws kennels', 'Happy Paws Kennels at Hatch Farm', 'at Happy Paws', 'Happy Paws at Hatch Farm (last year)',
      'Happy Paws (used last year)', 'Happy Paws, Hatch Farm (last year)', 'Happy Paws (had her last year)',
      'Happy Paws at Hatch Farm (had her last year)', 'Happy Paws kennels, Hatch Farm', 'Happy Paws Hatch Farm',
      'Happy Paws at Hatch Farm (same as last year)', 'Happy Paws (same as last year)'],
   f'?{K}/farm|address|site|located at|based at|farm name|area|where located': [
      'Hatch Farm', 'at Hatch Farm'],
   f'{K}/from|start|start date|drop off|drop-off|dropoff|drop-off date|drop off date|check in|check-in|arrival|when|'
   'date|dates|from when|starting|begins|date in|in|going in|booking start|from date|stay starts|kennels from|'
   'needed from|arrives|arrival date|drop-off day|drop off day|booking date|booked from': nth(14, more=[
      'from the 14th', 'from 14th', 'the 14th (Cornwall)', '14th onwards', 'from the 14th (Cornwall trip)',
      'from the 14th onwards', 'the 14th onwards', 'starting the 14th', '14th (off to Cornwall)',
      'the 14th (going to Cornwall)', 'from the 14th (off to Cornwall)']),
   f'?{K}/reason|why|trip|holiday|away|going to|because|occasion|destination|travel|going away|away where': [
      'Cornwall', 'Cornwall trip', 'holiday in Cornwall', 'off to Cornwall', "we're off to Cornwall",
      'trip to Cornwall', 'away in Cornwall', 'going to Cornwall', 'Cornwall holiday', 'Cornwall on the 14th',
      'off to Cornwall on the 14th', 'in Cornwall'],
   f'?{K}/dog|pet|whose|for whom|animal|dog name|pet name': ['Biscuit', 'for Biscuit', 'her (Biscuit)']}),
 ("Seven nights at £22 a night.", ['new'],
  {KN: ['7 nights', 'seven nights', '7', 'seven', 'a week', '1 week', 'one week', '7 nights (a week)', '7 days',
        'seven days', '7 nights at £22 a night', 'seven nights at £22 a night', '7 nights @ £22',
        '7 nights, £22/night'],
   KU: nth(21, more=['until the 21st', 'to the 21st', 'the 21st (pick up)', 'back on the 21st', 'till the 21st']),
   f'{K}/price|cost|rate|per night|price per night|nightly rate|cost per night|how much|fee|charge|nightly|'
   'rate per night|night rate|kennel fee|kennel cost|daily rate|price a night|charges|fees|cost a night|'
   'kennel rate|kennels price|kennels cost|nightly price|nightly cost|price each night': gbp(
      22, '£22 a night', '£22 per night', '£22/night', '22 a night', '£22 nightly', '£22 pn', '22 per night',
      '£22 each night', '£22 a night (7 nights)', '£22 per night (7 nights)', 'twenty-two pounds a night',
      '£22 a night, 7 nights', '£22/night x 7', '£22 a night (£154 total)', '£22 per night (£154 total)'),
   KT: gbp(154, '£154 total', '£154 for 7 nights', '£154 (7 x £22)', '£154 in total', '£154 for seven nights')}),
 ("They're strict about the vaccination card being up to date, mind.", ['new'],
  {f'{K}/requirements|requirement|needs|need|needed|bring|what to bring|documents|paperwork|required|requires|'
   'conditions|rules|condition|must have|proof|proof needed|note|notes|vaccination card|vaccination|vaccinations|'
   'vaccination status|important|strict about|they need|kennel requirements|entry requirements|take|take with|'
   'requirement for entry|requirements for entry|must bring|needs to have|prerequisite|policy|vaccination record|'
   'vaccination proof|proof of vaccination|vaccination requirement|vaccinations required|check': [
      'up-to-date vaccination card', 'vaccination card up to date', 'vaccination card', 'up to date vaccination card',
      'the vaccination card being up to date', 'vaccinations up to date', 'up-to-date vaccinations',
      'proof of vaccination', 'proof of up-to-date vaccinations', 'vaccination card (up to date)',
      'current vaccination card', 'vaccination record up to date', 'up to date vaccinations', 'vaccination certificate',
      'up-to-date vaccination record', 'vaccination card must be up to date', 'strict about the vaccination card',
      'vaccination card needs to be up to date', 'booster up to date', 'up-to-date booster',
      'vaccination card, up to date', 'vacc card up to date', 'valid vaccination card',
      'strict about the vaccination card being up to date', 'vaccination card must be up-to-date',
      'up-to-date vaccination card (strict)', 'vaccination card up to date (strict)', 'vaccinations must be up to date',
      'vaccination card up-to-date', 'needs up-to-date vaccination card', 'must have up-to-date vaccination card']}),
 ("Actually make that ten nights — we're staying on for Gran's eightieth.", ['update'],
  {KN: ['10 nights', 'ten nights', '10', 'ten', '10 days', 'ten days', "10 nights (staying on for Gran's eightieth)",
        "ten nights (Gran's eightieth)", "10 nights (Gran's 80th)", '10 nights at £22 a night'],
   KU: nth(24, more=['until the 24th', 'to the 24th', 'the 24th (pick up)', 'back on the 24th', 'till the 24th']),
   KT: gbp(220, '£220 total', '£220 for 10 nights', '£220 (10 x £22)', '£220 in total', '£220 for ten nights'),
   f'?{K}/extension|extension reason|why longer|staying on|note on length|longer because|extended for': [
      "Gran's eightieth", "staying on for Gran's eightieth", "Gran's 80th", "Gran's birthday",
      "Gran's 80th birthday", "Gran's eightieth birthday"]}),
 ("Where are we with the kennels?", ['check'], {}, check(K)),
 ("She's snoring on the sofa as we speak, not a care in the world.", [], {}),
 ("Castle Vets have just rung — the vet's off sick on Tuesday, so that appointment's off. They'll ring back with "
  "another.", ['update'], {VD: 'DEL', VT: 'DEL'}),
 ("Both, then — the booster and the kennels.", ['check'], {}, check(V, K)),
])

# 2 ----------------------------------------------------------------------------------------------------------------
B = ("boiler service|boiler|the boiler|our boiler|boiler servicing|service the boiler|service boiler|"
     "annual boiler service|boiler annual service|boiler check|boiler check-up|boiler safety check|gas boiler service|"
     "boiler maintenance|get the boiler serviced|get boiler serviced|boiler service booking|book boiler service|"
     "book a boiler service|servicing the boiler|the boiler service|boiler engineer|gas engineer|gas safety check|"
     "heating service|central heating service|boiler job|Worcester Bosch service|combi service|boiler appointment|"
     "engineer visit|boiler visit|gas service|boiler inspection|service|Gary Nolan|Gary|Gary's visit|boiler overdue")
BE = (f'{B}/engineer|who|company|provider|firm|with|by|booked with|service by|installer|fitter|gas engineer|plumber|'
      'heating engineer|contractor|tradesman|serviced by|who\'s doing it|doing it|quote from|quoted by|supplier|'
      'service provider|engineer name|name|contact|who with|business|servicer|done by|person')
BP = (f'{B}/price|cost|quote|fee|charge|how much|quoted|amount|service price|service cost|price quoted|quote price|'
      'quoted price|total|service fee|cost of service|rate|charges|fees|price of service|service charge|bill')
BD = (f'{B}/date|day|when|appointment|appointment date|appointment day|on|booked|booked for|booking|scheduled|visit|'
      'visit date|service date|service day|coming|coming on|date booked|visit day|booked in|booked in for')
CO = ("carbon monoxide alarm|CO alarm|carbon monoxide detector|CO detector|CO monitor|carbon monoxide monitor|"
      "monoxide alarm|alarm|the alarm|detector|gas alarm|carbon monoxide|buy CO alarm|get a CO alarm|"
      "buy a carbon monoxide alarm|get a carbon monoxide alarm|fit CO alarm|fit a carbon monoxide alarm|"
      "CO alarm for boiler cupboard|CO alarm for the boiler cupboard|boiler cupboard alarm|"
      "carbon monoxide alarm for the boiler cupboard|install CO alarm|new CO alarm|CO alarm purchase|"
      "CO detector for boiler|carbon-monoxide alarm|carbon monoxide sensor|CO sensor|safety alarm|"
      "Kidde alarm|Kidde CO alarm|CO alarm (boiler cupboard)|carbon monoxide alarm (boiler cupboard)")
COM = (f'{CO}/model|make|brand|which|which one|product|type|which alarm|alarm model|item|choice|option|'
       'make and model|name|kind|pick|chosen')
COS = (f'{CO}/shop|from|store|retailer|supplier|seller|buy from|source|vendor|where to buy|buy where|'
       'purchase from|stockist|bought from|get from|buy at|supplied by|who from|shop name|supply|supplied')
COP = (f'{CO}/price|cost|how much|amount|fee|charge|price tag|total|spend|alarm price|alarm cost|cost of alarm|'
       'price of alarm|budget|costs')
sc('h13_boiler', 'Held-out 13 (issue 14): a boiler service and a carbon monoxide alarm', 'A possessive opener that '
   'reports an overdue service and asks nothing, a firm and a quote as a subject clause with a judgement ("which seems '
   'steep"), the firm and price replaced by a neighbour\'s engineer in an "I\'m going with him instead" clause, a day '
   'and a window as "He can do ...", a make as a copular aside ("in case he asks"), a second task begun "While he\'s '
   'here I\'d like" with a location, a model, shop and price in a copular clause, a day moved by text ("same window"), '
   'a check on the second task without a question mark, a turn with nothing to record, "Scratch the ... one" replacing '
   'the supplier and price and dropping the model (a deletion), a check over both without a question mark.', [
 ("Our boiler's not had a service since we moved in, and that's two years now.", ['new'],
  {B: None,
   f'?{B}/last service|last serviced|last done|history|since|overdue|last|previous service|when last serviced|'
   'status|note|notes|service history': [
      'two years ago', 'not since we moved in', 'since we moved in', 'two years', '2 years ago',
      'not serviced in two years', 'not serviced since we moved in', 'over two years', '2 years',
      'never (since moving in)', 'two years (since we moved in)', 'overdue', 'not since moving in (two years)',
      'none since we moved in (2 years)', 'not serviced for 2 years']}),
 ("British Gas quoted £110, which seems steep.", ['new'],
  {BE: ['British Gas', 'BG', 'British Gas quote', 'British Gas (quote)', 'British Gas (£110)'],
   BP: gbp(110, '£110 (British Gas)', '£110 from British Gas', 'British Gas £110', '£110 quote', 'quoted £110',
           '£110 (steep)', '£110 quoted', '£110 (British Gas quote)', '£110 British Gas quote')}),
 ("A chap my neighbour uses, Gary Nolan, does it for £75 and he's Gas Safe, so I'm going with him instead.",
  ['update'],
  {BE: ['Gary Nolan', 'Gary', 'Gary Nolan (Gas Safe)', "Gary Nolan (neighbour's engineer)", 'Gary Nolan, Gas Safe',
        'Gary Nolan (Gas Safe registered)', 'Nolan', "Gary Nolan (neighbour's recommendation)",
        'Gary Nolan instead of British Gas', 'Gary Nolan (not British Gas)', "Gary Nolan, neighbour's engineer",
        'Gary Nolan (neighbour uses him)', 'Gary Nolan, Gas Safe registered', "Gary Nolan (the neighbour's chap)"],
   BP: gbp(75, '£75 (Gary Nolan)', '£75 with Gary', '£75 from Gary Nolan', 'Gary £75', 'Gary Nolan £75', '£75 (Gary)',
           '£75 with Gary Nolan', 'seventy-five quid'),
   f'?{B}/gas safe|registered|qualification|accreditation|credentials|certified|gas safe registered|registration|'
   'gas safe status': ['Gas Safe', 'yes', 'Gas Safe registered', 'registered', 'Gas Safe registered engineer'],
   f'?{B}/alternative|other quote|rejected|British Gas quote|British Gas price|other|compared|alternative quote|'
   'competitor|rejected quote|previous quote': [
      'British Gas £110', '£110 from British Gas', 'British Gas', '£110', 'British Gas (£110)', 'British Gas at £110'],
   f'?{B}/recommended by|recommendation|referral|found via|source of engineer': [
      'my neighbour', 'neighbour', "neighbour's recommendation", 'the neighbour']}),
 ("He can do Thursday morning, between eight and ten.", ['new'],
  {BD: day('Thursday', ['Thursday morning', 'Thursday am', 'Thursday morning between 8 and 10', 'Thursday 8-10am',
                        'Thursday, 8-10', 'Thursday between 8 and 10', 'Thurs morning', 'Thu morning',
                        'Thursday morning, 8-10', 'Thursday morning (8-10)', 'Thursday morning 8-10am',
                        'Thursday a.m.', 'on Thursday morning', 'Thursday, between 8 and 10',
                        'Thursday morning, between eight and ten', 'this Thursday morning']),
   f'{B}/time|window|time window|arrival|arrival window|arrival time|when arriving|what time|slot|time slot|hours|at|'
   'between|timeslot|eta|arriving|appointment time|visit time|time of visit|morning slot|arrival slot': [
      'between 8 and 10', '8-10', '8–10', '8-10am', '8am-10am', '8am to 10am', '8 to 10', 'between eight and ten',
      'eight to ten', '8:00-10:00', '08:00-10:00', 'between 8am and 10am', '8 - 10am', '8-10 am', 'morning, 8-10',
      'between 8 and 10am', '8 till 10', '8 until 10', '8.00-10.00', 'morning (8-10)', '8am–10am', '8–10am',
      'between 8 and 10 in the morning', '8-10 in the morning', 'morning, between 8 and 10', 'morning 8-10am',
      'morning, between eight and ten', '8am - 10am', '8.00am-10.00am', 'between 8:00 and 10:00',
      'morning (between 8 and 10)', '8-10am (morning)']}),
 ("It's a Worcester Bosch combi, in case he asks.", ['new'],
  {f'{B}/boiler|model|make|type|boiler type|boiler model|boiler make|brand|which boiler|unit|appliance|'
   'make and model|system|boiler details|kind|manufacturer|boiler brand|details': [
      'Worcester Bosch combi', 'Worcester Bosch', 'Worcester Bosch combi boiler', 'combi', 'Worcester combi',
      'Worcester-Bosch combi', 'a Worcester Bosch combi', 'Worcester Bosch (combi)', 'combi (Worcester Bosch)',
      'Worcester Bosch combination boiler', 'Worcester', 'Bosch combi', 'Worcester-Bosch', 'Worcester Bosch, combi',
      'Worcester Bosch combi (in case he asks)']}),
 ("While he's here I'd like a carbon monoxide alarm in the boiler cupboard — we've not got one at all.", ['new'],
  {CO: None,
   f'{CO}/location|where|placement|position|room|fit where|install where|goes where|place|site|spot|put where|in|'
   'installed in|fitted in|location in house|where to fit|where it goes|mount|mounting|for|where to put|'
   'where to install|going in|fit in|install in': [
      'boiler cupboard', 'the boiler cupboard', 'in the boiler cupboard', 'by the boiler', 'near the boiler',
      'cupboard with the boiler', 'boiler cupboard (none at present)', 'in boiler cupboard',
      'boiler cupboard, by the boiler', 'the boiler cupboard (we have none)', 'for the boiler cupboard'],
   f'?{CO}/current|existing|have one|status|note|notes|got one|currently|existing alarm|current alarm': [
      'none', "haven't got one", "we've not got one", 'not got one', 'no alarm yet', 'none yet', "don't have one",
      'no existing alarm', 'none at all', 'no', 'not got one at all', 'we have none'],
   f'?{CO}/timing|fit when|install when|at the same time|during|when to fit|when|fitting time|with': [
      "while Gary's here", 'during the service', 'while the engineer is here', 'at the boiler service', 'same visit',
      'while he is here', "while he's here", 'on the service visit', 'during the boiler service',
      'at the same time as the service', 'with the boiler service']}),
 ("The Kidde one from Screwfix is £19.99.", ['new'],
  {COM: ['Kidde', 'the Kidde one', 'Kidde alarm', 'Kidde CO alarm', 'Kidde carbon monoxide alarm', 'Kidde (Screwfix)',
         'Kidde from Screwfix', 'Kidde one from Screwfix', 'the Kidde one from Screwfix', 'Kidde detector',
         'Kidde CO detector', 'Kidde carbon monoxide detector'],
   COS: ['Screwfix', 'from Screwfix', 'at Screwfix', 'Screwfix (Kidde)'],
   COP: ['£19.99', '19.99', '£19.99 at Screwfix', '£19.99 from Screwfix', '19.99 pounds', 'just under £20',
         '£19.99 (Screwfix)', '£19.99 (Kidde)', '£19.99 (Kidde, Screwfix)']}),
 ("Gary's texted — Thursday's no good now, so Friday instead, same window.", ['update'],
  {BD: day('Friday', ['Friday morning', 'Friday am', 'Friday morning between 8 and 10', 'Friday 8-10am',
                      'Friday, 8-10', 'Friday between 8 and 10', 'Fri morning', 'Friday morning, 8-10',
                      'Friday morning (8-10)', 'Friday morning 8-10am', 'Friday a.m.', 'on Friday morning',
                      'Friday, same window', 'Friday (same window)', 'Friday instead', 'Friday, same time',
                      'Friday (same time)', 'Friday instead, same window', 'Friday, between 8 and 10',
                      'this Friday morning', 'Friday (not Thursday)', 'Friday instead of Thursday'])}),
 ("Remind me what I've got down for the alarm.", ['check'], {}, check(CO)),
 ("Honestly, the dust in that cupboard — you could grow potatoes in it.", [], {}),
 ("Scratch the Screwfix one — Gary carries them in the van and he'll fit it for fifteen quid.", ['update'],
  {COM: 'DEL',
   COS: ['Gary', 'from Gary', 'Gary Nolan', 'Gary (from his van)', "Gary's van", "from Gary's van",
         'Gary, from the van', 'Gary Nolan (van stock)', 'from Gary (van)', 'Gary — from his van',
         'Gary Nolan (from the van)', 'the engineer', 'from the engineer', 'Gary (supplies and fits)',
         'Gary Nolan (supplied and fitted)', 'Gary (fitted)', "from Gary's van (fitted)", 'Gary, supplied and fitted',
         'Gary (van)', 'Gary Nolan (van)', 'his van', 'from his van', "Gary's van stock"],
   COP: gbp(15, '£15 fitted', '£15 including fitting', '£15 from Gary', '£15 (fitted)', '£15 fitted by Gary',
            'fifteen quid', 'fifteen pounds', '£15 fitted (Gary)', '£15 supplied and fitted', '£15 incl. fitting',
            '£15 inc fitting', '£15 with fitting', '£15 including fitting (Gary)', '£15 (supplied and fitted)',
            '£15, fitted', 'fifteen quid fitted'),
   f'?{CO}/fitter|fitted by|who fits|installer|fitting|fit|installed by|install|installation|who\'s fitting|fit by|'
   'who installs|fitted|who will fit|fitting by': [
      'Gary', 'Gary Nolan', 'Gary (during the service)', 'Gary (while he is here)', 'Gary fits it', 'fitted by Gary',
      'Gary will fit it', 'Gary Nolan fits it', 'Gary (included)', 'yes, Gary', 'by Gary']}),
 ("Boiler and alarm, top to bottom, please.", ['check'], {}, check(B, CO)),
])

# 3 ----------------------------------------------------------------------------------------------------------------
BS = ("bake sale|the bake sale|charity bake sale|village hall bake sale|bake sale for the roof fund|"
      "roof fund bake sale|bake sale for the village hall|bake sale for the village hall roof fund|"
      "village hall roof fund|roof fund|fundraiser|fundraising bake sale|bake sale fundraiser|run the bake sale|"
      "running the bake sale|"
      "organise bake sale|organise the bake sale|organising the bake sale|cake sale|cake stall|bake stall|"
      "baking sale|bake-sale|village bake sale|hall roof bake sale|charity cake sale|village hall cake sale|"
      "cake sale for the roof fund|bake sale event|bake sale (roof fund)|roof fund fundraiser|bake sale for roof fund|"
      "village hall fundraiser|roof fund cake sale|bake sale at the village hall")
BSP = (f'{BS}/price|prices|pricing|cost|price per slice|per slice|how much|charge|price each|slice price|cake price|'
       'price of cake|price of slices|cost per slice|price list|rate|selling price|sale price|unit price|a slice|'
       'slice cost|price of a slice|cake prices')
BSF = (f'{BS}/float|cash float|change|float amount|coins|change float|float from bank|cash|float needed|'
       'change needed|bank float|petty cash|starting cash|till float|float in coins|coin float|float from the bank')
TB = ("tombola|the tombola|tombola stall|tombola stand|tombola table|raffle|the raffle|prize draw|lucky dip|"
      "tombola prizes|raffle prizes|prize tombola|tombola for the bake sale|bake sale tombola|Pam's tombola|"
      "run a tombola|running a tombola|run the tombola|tombola alongside|tombola at the bake sale|"
      "tombola for the roof fund|roof fund tombola|tombola (Pam)|tombola idea|tombola stall for the bake sale|"
      "tombola for the village hall|village hall tombola|tombola alongside the bake sale|raffle for the roof fund")
PRIZES = items(['a bottle of wine', 'bottle of wine', 'wine'],
               ['a Co-op hamper', 'Co-op hamper', 'a hamper from the Co-op', 'hamper from the Co-op', 'Coop hamper'],
               ['a voucher for Kutz', 'Kutz voucher', 'voucher for Kutz', "Kutz hairdresser's voucher",
                'Kutz hairdressers voucher', 'hairdresser voucher (Kutz)', "voucher for Kutz (hairdresser's)",
                'Kutz hair voucher', "a voucher for Kutz, the hairdresser's", 'voucher for Kutz hairdressers'])
sc('h13_bakesale', 'Held-out 13 (issue 14): running a village hall bake sale and a tombola beside it', 'A '
   '"Somehow I\'ve ended up running" opener with a cause, a date, a venue and a start as a verbless fragment ("kicking '
   'off at ten"), a turn with nothing to record, bakers in an "are on baking duty" clause with a hedge ("plus whoever '
   'else I can rope in"), a price as a subject ("A pound a slice keeps the maths easy") and a float in the same turn, '
   'a second task reported as a third party\'s request ("Pam\'s asked if we can run") with a grudging aside, prizes as '
   'a list after a colon, ticket prices as a bare fragment, a price changed with "Actually make it" and a reason, a '
   'check on the second task, "Forget the float" with a reason (a deletion), a check over both without a question '
   'mark.', [
 ("Somehow I've ended up running the bake sale for the village hall roof fund.", ['new'],
  {BS: None,
   f'?{BS}/for|cause|in aid of|charity|raising for|purpose|beneficiary|fund|raising money for|proceeds|proceeds to|'
   'why|aim|goal': ['village hall roof fund', 'the village hall roof fund', 'roof fund', 'the roof fund',
                    'village hall roof', 'the village hall roof', 'new roof for the village hall',
                    'village hall roof repairs', 'for the village hall roof fund'],
   f'?{BS}/role|my role|organiser|who\'s running it|running it|organised by|run by|organizer': [
      'me', 'I am running it', "I'm running it", 'running it', 'organiser', 'me (organiser)', 'me (running it)']}),
 ("Saturday the 21st, in the hall itself, kicking off at ten.", ['new'],
  {f'{BS}/date|when|day|on|date of sale|sale date|event date|day of sale|held on|event day|sale day|happening|'
   'scheduled|bake sale date': nth(21, 'Saturday', more=['Saturday', 'Sat', 'this Saturday', 'Sat 21st',
                                                        'Saturday 21st at 10', 'Saturday the 21st at 10am',
                                                        'Saturday 21st, 10am', 'Sat 21st 10am']),
   f'{BS}/venue|where|location|place|at|hall|held at|held in|venue name|site|where held|room|in|building': [
      'the village hall', 'village hall', 'the hall', 'hall', 'in the hall', 'in the village hall',
      'at the village hall', 'the hall itself', 'at the hall', 'the village hall itself', 'in the hall itself'],
   f'{BS}/time|start|start time|starts|starting|kick off|kick-off|kicks off|opens|opening time|opening|begins|from|'
   'what time|time of sale|starting time|start at|doors open|open|opening at|kick-off time': clock(
      10, 0, 'am', more=['from 10', 'from 10am', 'starts at 10', 'kicking off at ten', 'kick off 10am', '10am start',
                         '10 am start', 'ten am', '10 start', 'starting at 10am', 'from ten', 'kicks off at 10',
                         'kick-off 10am', '10am kick-off', 'ten', 'at ten'])}),
 ("It'll rain, obviously. It always rains for these things.", [], {}),
 ("Sue and Margaret are on baking duty, plus whoever else I can rope in.", ['new'],
  {f'{BS}/bakers|baking|who\'s baking|baking duty|who bakes|helpers|volunteers|bakers list|who|people|team|'
   'baking team|cake makers|who\'s making cakes|baked by|contributors|bakes|making cakes|helping|baking by|'
   'who is baking|baker|on baking duty|cakes by|cakes from': [
      'Sue and Margaret', 'Sue, Margaret', 'Margaret and Sue', 'Sue & Margaret', 'Sue and Margaret (plus others)',
      'Sue, Margaret and others', 'Sue and Margaret plus whoever else', 'Sue, Margaret + others',
      'Sue and Margaret, plus others', 'Sue, Margaret, plus whoever else I can rope in',
      'Sue and Margaret (and anyone else)', 'Sue and Margaret, plus whoever else I can rope in',
      'Sue and Margaret + more', 'Sue and Margaret so far', 'Sue, Margaret (+ others tbc)',
      'Sue and Margaret, more tbc', 'Sue, Margaret, others tbc', 'Sue and Margaret (more to rope in)',
      'Sue and Margaret (plus whoever else I can rope in)', 'Sue and Margaret, plus anyone else',
      'Sue and Margaret + whoever else', 'Sue, Margaret and whoever else I can rope in',
      'Sue and Margaret plus others', 'Sue and Margaret (others tbc)', 'Sue and Margaret, others tbc']}),
 ("A pound a slice keeps the maths easy. I'll need a £30 float in coins from the bank, too.", ['new'],
  {BSP: gbp(1, '£1 a slice', '£1 per slice', 'a pound a slice', '£1/slice', '1 pound a slice', '£1 each',
            'one pound a slice', '£1 a slice (easy maths)', 'a pound', 'one pound', 'a quid a slice', '£1 per piece',
            '£1.00 a slice', '1 a slice', '£1 a slice (keeps the maths easy)', 'a pound a slice (easy maths)',
            '£1 slice', 'a pound per slice', '£1 per slice (easy maths)'),
   BSF: gbp(30, '£30 float', '£30 in coins', '£30 float in coins', '£30 in change', '£30 float from the bank',
            '£30 in coins from the bank', '£30 float (coins, from the bank)', '£30 change',
            '£30 in coins (from the bank)', '£30 float, coins from the bank', 'thirty pounds in coins', '£30 of coins',
            '£30 cash float', '£30 float in coins from the bank', '£30 coins from the bank',
            '£30 (coins from the bank)', '£30 in coins from bank', '£30 float (coins)', '£30 coin float',
            '£30 (coins)'),
   f'?{BS}/float from|get float from|bank|where float|float source|coins from': [
      'the bank', 'bank', 'from the bank']}),
 ("Pam's asked if we can run a tombola alongside it, which — fine, why not.", ['new'],
  {TB: None,
   f'?{TB}/requested by|who asked|asked by|requester|whose idea|idea from|suggested by|by|organiser|who|run by|'
   'contact|idea': ['Pam', "Pam's idea", 'Pam asked', 'asked by Pam', 'Pam (asked)', 'requested by Pam'],
   f'?{TB}/with|alongside|at|where|part of|event|venue|location|held at|same event': [
      'alongside the bake sale', 'at the bake sale', 'bake sale', 'with the bake sale', 'same day as the bake sale',
      'the bake sale', 'alongside it', 'village hall', 'the village hall', 'at the bake sale (village hall)',
      'alongside the bake sale (village hall)', 'the hall']}),
 ("Prizes so far: a bottle of wine, a Co-op hamper and a voucher for Kutz, the hairdresser's.", ['new'],
  {f'{TB}/prizes|prize|prize list|items|what|prizes so far|donations|donated prizes|list|things|gifts|prizes list|'
   'prize items|stock|what\'s in it|prizes donated|tombola prizes|contents|prizes collected|lots|raffle prizes|'
   'prizes got|prizes in': PRIZES}),
 ("Tickets 50p each or five for two quid.", ['new'],
  {f'{TB}/ticket price|tickets|price|ticket|cost|ticket cost|price per ticket|how much|ticket prices|pricing|prices|'
   'per ticket|cost per ticket|rate|charge|price of tickets|tickets price|ticket deal|ticket pricing|costs|'
   'price of a ticket|cost of tickets|ticket offer|deal|offer': [
      '50p each or five for £2', '50p each or 5 for £2', '50p or 5 for £2', '50p a ticket, 5 for £2',
      '50p each, 5 for £2', '50p each or five for two quid', '50p each, five for £2', '50p, or 5 for £2',
      '50p each / 5 for £2', '50p each; 5 for £2', '50p each (5 for £2)', '50p (5 for £2)', '50p a ticket or 5 for £2',
      '50p per ticket or 5 for £2', '50p per ticket, 5 for £2', '£0.50 each or 5 for £2', '£0.50 each, 5 for £2',
      '50p each or 5 for £2.00', '50p each, or five for two quid', '5 for £2 or 50p each', '50p each and 5 for £2',
      '50p each, 5 for 2 quid', '50p each or 5 for 2 quid', '50p single, 5 for £2', '50p each or 5 for two quid',
      '50p, 5 for £2', '50p each (five for £2)', '50p each, or 5 for £2', '50p / 5 for £2', '50p or five for £2',
      '50p each or five for 2 quid', '50p ea or 5 for £2', '50p each, five for two quid', '50p; 5 for £2']}),
 ("Actually make it £1.50 a slice — Sue reckons a pound's daft these days.", ['update'],
  {BSP: ['£1.50', '1.50', '£1.50 a slice', '£1.50 per slice', '£1.50/slice', '1.50 a slice', 'a pound fifty a slice',
         '£1.50 each', 'one fifty a slice', '£1.50 per piece', '£1.5', '£1.50 a slice (Sue)', '150p', '150p a slice',
         '£1.50 per slice (not £1)', '£1.50 a slice, not £1', 'one pound fifty', '£1.50 a slice (not a pound)',
         'a pound fifty', '£1.50 a slice (Sue reckons £1 is daft)', '£1.50 slice', '1.50 per slice']}),
 ("What's the tombola looking like so far?", ['check'], {}, check(TB)),
 ("Forget the float — the treasurer's bringing the cash tin, change and all.", ['update'],
  {BSF: 'DEL', f'?{BS}/float from|get float from|bank|where float|float source|coins from': 'DEL',
   f'?{BS}/cash tin|cashbox|cash box|treasurer|takings|till|money tin|tin': [
      'treasurer bringing the cash tin', 'the treasurer', "treasurer's cash tin", 'cash tin from the treasurer',
      'treasurer bringing cash tin with change', 'treasurer is bringing the cash tin, change and all',
      'treasurer brings cash tin', 'treasurer brings the cash tin (with change)', 'treasurer (with change)',
      'treasurer bringing cash tin', "the treasurer's bringing the cash tin, change and all"]}),
 ("Give me the lot, bake sale and tombola.", ['check'], {}, check(BS, TB)),
])

# 4 ----------------------------------------------------------------------------------------------------------------
D = ("dentist|the dentist|dentist appointment|dental appointment|dentist appt|dental appt|Maya's dentist|"
     "Maya's dentist appointment|dentist for Maya|Maya dentist|dentist appointment for Maya|dental checkup|"
     "dental check-up|checkup|check-up|dentist checkup|Maya's checkup|Maya's dental checkup|dental visit|"
     "dentist visit|pediatric dentist|kids dentist|kid's dentist|children's dentist|teeth cleaning|dental cleaning|"
     "cleaning|checkup and cleaning|Maya's cleaning|Bright Smiles|Bright Smiles appointment|"
     "Bright Smiles Pediatric Dentistry|book dentist|book a dentist|book the dentist|book dentist for Maya|"
     "find a dentist|find dentist|Maya's teeth|dental|dental exam|first dentist appointment|new dentist for Maya")
DD = (f'{D}/date|day|when|appointment|appointment date|appointment day|on|booked|booked for|booking|scheduled|'
      'visit date|date booked|day booked|visit day|appt|appt date|visit|appointment on')
DT = (f'{D}/time|at|appointment time|what time|time slot|slot|start time|booked time|arrival time|'
      'time of appointment|appt time|time booked|appointment at')
MG = ("mouthguard|mouth guard|mouth-guard|mouthguards|mouthguard for soccer|soccer mouthguard|soccer mouth guard|"
      "mouth guard for soccer|Maya's mouthguard|mouthguard for Maya|mouth guard for Maya|Maya mouthguard|"
      "sports mouthguard|sports mouth guard|buy a mouthguard|buy mouthguard|get a mouthguard|get mouthguard|"
      "get Maya a mouthguard|buy Maya a mouthguard|mouthpiece|mouth protector|gum shield|gumshield|Shock Doctor|"
      "Shock Doctor mouthguard|mouthguard purchase|new mouthguard|mouthguard for Maya's soccer|soccer gear|"
      "mouthguard for practice|soccer mouthguard for Maya|mouthguard (soccer)")
MGC = (f'{MG}/color|colour|colors|colours|shade|color preference|colour preference|preferred color|which color|'
       'color choice|preferred colour')
sc('h13_dentist', "Held-out 13 (issue 14): a child's dentist appointment and a soccer mouthguard (US English)", 'A '
   '"So ..." opener in American English in which a loose tooth prompts the task ("made me realize she hasn\'t seen a '
   'dentist"), a turn with nothing to record, a practice chosen on a friend\'s word ("so let\'s try them"), a visit '
   'type and cover after a dash ("nothing out of pocket"), a date and time as "Earliest they had is" with an aside, a '
   'second task begun "Oh, and while I\'m thinking about it" with a reason from a coach, a shop, brand and price in a '
   '"has a ... for like 15 bucks" clause, a size and a hedged colour as a fragment, a date moved by the practice '
   '("same time"), a check on the first task, a colour dropped ("Forget the color thing") and a question on the second '
   'task in one turn (update and check), a check over both.', [
 ("So Maya's got her first wiggly tooth, and it made me realize she hasn't seen a dentist in over a year.", ['new'],
  {D: None,
   f'?{D}/for|who|patient|child|kid|whose|for whom|name|daughter': ['Maya', 'for Maya'],
   f'?{D}/last visit|last seen|last checkup|since|overdue|last appointment|last time|previous visit|history|'
   'last dentist visit': ['over a year ago', 'more than a year ago', 'over a year', 'not in over a year', 'a year+',
                          'over a year since last visit', '1+ year', '1+ years ago', 'over 1 year ago'],
   f'?{D}/reason|why|note|notes|trigger|because|prompt': [
      'first wiggly tooth', 'first loose tooth', 'loose tooth', 'wiggly tooth', "hasn't been in over a year",
      'first wiggly tooth; not seen a dentist in over a year']}),
 ("She's already got plans for the tooth fairy money, lol. Better negotiator than me.", [], {}),
 ("Her friend goes to Bright Smiles on Elm Street and loves it, so let's try them.", ['new'],
  {f'{D}/dentist|practice|office|where|clinic|location|place|provider|with|dental office|dental practice|'
   'which dentist|booked with|booked at|venue|dentist office|dentist name|practice name|office name|dentist\'s office|'
   'dental clinic|which practice': [
      'Bright Smiles', 'Bright Smiles on Elm Street', 'Bright Smiles, Elm Street', 'Bright Smiles (Elm Street)',
      'Bright Smiles on Elm St', 'Bright Smiles, Elm St', 'Bright Smiles Elm Street',
      'Bright Smiles Pediatric Dentistry', 'Bright Smiles dentist', 'Bright Smiles dental', 'at Bright Smiles',
      "Bright Smiles (her friend's dentist)", 'Bright Smiles (friend recommends)',
      "Bright Smiles on Elm Street (friend's dentist)", 'Bright Smiles in Elm Street', 'Bright Smiles (Elm St)',
      "Bright Smiles on Elm Street (her friend goes there)", 'Bright Smiles Dental'],
   f'?{D}/street|address|road|located on|street name|office address': ['Elm Street', 'Elm St', 'on Elm Street'],
   f'?{D}/recommended by|recommendation|referral|found via|reason chosen|chosen because': [
      'her friend', "Maya's friend", 'friend goes there', 'her friend goes there and loves it',
      'recommended by her friend', "her friend's dentist", 'a friend', "friend's recommendation"]}),
 ("Checkup and cleaning — insurance covers it 100%, so nothing out of pocket.", ['new'],
  {f'{D}/type|what|appointment type|service|services|visit type|procedure|treatment|reason for visit|what for|'
   'purpose|kind|appointment for|booking for|visit for|what\'s being done|work|appointment kind': [
      'checkup and cleaning', 'check-up and cleaning', 'checkup & cleaning', 'cleaning and checkup',
      'check up and cleaning', 'a checkup and cleaning', 'exam and cleaning', 'checkup and a cleaning',
      'routine checkup and cleaning', 'checkup, cleaning', 'checkup + cleaning', 'checkup/cleaning',
      'dental checkup and cleaning', 'check-up & cleaning', 'cleaning and check-up', 'check-up, cleaning'],
   f'{D}/cost|price|how much|fee|charge|insurance|coverage|covered|out of pocket|payment|copay|co-pay|cost to us|'
   'costs|bill|insurance coverage|price to pay|charges|amount|pay|paying|out-of-pocket|cost to me|insurance cover|'
   'who pays': [
      'covered 100% by insurance', 'covered by insurance', '$0', 'nothing out of pocket', '0', 'free', 'nothing',
      '100% covered', 'fully covered', 'fully covered by insurance', 'insurance covers 100%',
      'insurance covers it 100%', '$0 out of pocket', 'no cost', 'none', '100% insurance', 'covered 100%',
      'insurance (100%)', 'covered by insurance (100%)', '$0 (insurance covers 100%)', 'no charge', '0 out of pocket',
      'covered in full', 'covered in full by insurance', 'insurance pays 100%', 'free (insurance)',
      'nothing (covered by insurance)', '100% covered by insurance', '100%', '100% (insurance)', 'insurance covers it',
      'insurance', 'covered', '$0 (covered 100% by insurance)', '100% covered, nothing out of pocket',
      '$0 — insurance covers 100%', 'insurance covers 100% (nothing out of pocket)',
      'nothing out of pocket (insurance covers 100%)', 'covered 100% by insurance, nothing out of pocket',
      '$0 out of pocket (100% insurance)']}),
 ("Earliest they had is Wednesday the 9th, 3:45, right after school.", ['new'],
  {DD: nth(9, 'Wednesday', more=['Wednesday', 'Wed', 'Weds', 'on Wednesday', 'Wednesday the 9th at 3:45',
                                 'Wed 9th 3:45pm', 'Wednesday 9th, 3:45pm', 'Wednesday the 9th, 3:45',
                                 'Wed the 9th at 3:45', 'Wednesday 9th at 3:45pm', 'Weds 9th', 'Weds the 9th',
                                 'Wednesday, 9th', 'Wednesday the 9th (earliest)']),
   DT: clock(3, 45, more=['3:45 (after school)', '3:45pm, right after school', 'after school, 3:45',
                          '3:45 right after school', '3:45pm (after school)', 'right after school (3:45)',
                          '3:45pm right after school', '3:45, right after school', '3.45pm (after school)'])}),
 ("Oh, and while I'm thinking about it, she needs a mouthguard for soccer — her coach is insisting.", ['new'],
  {MG: None,
   f'?{MG}/for|sport|use|purpose|activity|what for|reason|why|needed for|because': [
      'soccer', 'for soccer', 'soccer (coach insists)', 'coach is insisting', 'coach insists',
      'her coach is insisting', 'for soccer, coach insisting', 'soccer — coach insisting', 'soccer, coach insists'],
   f'?{MG}/who|child|person|whose|kid|for whom|daughter': ['Maya', 'for Maya', 'her (Maya)'],
   f'?{MG}/required by|requested by|asked by|insisted by|coach|who wants it': [
      'her coach', 'the coach', 'coach', 'soccer coach', 'her soccer coach']}),
 ("Dick's has a Shock Doctor one for like 15 bucks, the boil-and-bite kind.", ['new'],
  {f'{MG}/model|brand|make|which|which one|product|item|choice|option|make and model|name|pick|chosen|mouthguard|'
   'what|model name|brand name': [
      'Shock Doctor', 'Shock Doctor boil-and-bite', 'Shock Doctor boil and bite', 'a Shock Doctor one',
      'Shock Doctor (boil-and-bite)', 'Shock Doctor boil-and-bite mouthguard', 'Shock Doctor mouthguard',
      'boil-and-bite Shock Doctor', 'Shock Doctor, boil-and-bite', 'Shock Doctor boil & bite',
      'Shock Doctor one, boil-and-bite kind', 'Shock Doctor boil-n-bite', 'Shock Doctor (boil and bite)',
      "Shock Doctor (Dick's)", "Shock Doctor from Dick's", 'Shock Doctor boil-and-bite kind',
      'the Shock Doctor one', 'Shock Doctor boil-and-bite one'],
   f'?{MG}/fit|fitting|fit type|type|kind|style|molding|moulding|mouthguard type|how it fits': [
      'boil-and-bite', 'boil and bite', 'boil & bite', 'boil-n-bite', 'the boil-and-bite kind', 'boil-and-bite kind'],
   f'{MG}/shop|store|where|from|retailer|seller|buy from|source|vendor|where to buy|buy where|purchase from|'
   'stockist|get from|buy at|store name|shop name|bought from': [
      "Dick's", "Dick's Sporting Goods", "from Dick's", "at Dick's", 'Dicks', "Dick's (Shock Doctor)",
      'Dicks Sporting Goods', "Dick's sporting goods store"],
   f'{MG}/price|cost|how much|amount|price tag|budget|spend|total|cost of it|price of it|approx price|'
   'approximate price|rough price|about|costs|approx cost|estimated cost': usd(
      15, 'about $15', 'like $15', 'around $15', '~$15', 'like 15 bucks', 'about 15 bucks', 'around 15 bucks',
      'approx $15', 'roughly $15', '$15ish', "about $15 at Dick's", "$15 at Dick's", 'approx. $15', 'around $15ish',
      "like 15 bucks at Dick's", '15ish', 'about 15', 'around 15', 'fifteen bucks', 'fifteen dollars')}),
 ("Youth size, and pink if they've got it.", ['new'],
  {f'{MG}/size|sizing|fit size|age size|size needed|which size|sizes|size range|age range': [
      'youth', 'youth size', 'Youth', 'youth sized', 'youth (child)', 'youth-size', 'size youth', 'youth sizing'],
   MGC: ['pink', 'pink if they have it', 'pink if available', 'pink (if available)', 'pink, if they have it',
         'pink ideally', 'preferably pink', 'pink preferred', 'pink if possible', 'pink (if they have it)', 'Pink',
         "pink if they've got it", "pink (if they've got it)", 'pink, if available', 'pink (preferred)',
         'pink (ideally)']}),
 ("Ugh, Bright Smiles called — they need to move her to Thursday the 10th, same time.", ['update'],
  {DD: nth(10, 'Thursday', more=['Thursday', 'Thu', 'Thurs', 'on Thursday', 'Thursday the 10th, same time',
                                 'Thursday 10th at 3:45', 'Thursday the 10th at 3:45', 'Thurs 10th', 'Thu 10th 3:45pm',
                                 'Thursday 10th (same time)', 'Thursday the 10th (same time)', 'Thursday 10th, 3:45pm',
                                 'Thursday, 10th', 'Thurs the 10th', 'Thursday 10th at 3:45pm'])}),
 ("And the dentist side — what have I got so far?", ['check'], {}, check(D)),
 ("Forget the color thing, apparently pink is for babies now and she doesn't care. What's left on the mouthguard?",
  ['update', 'check'], {MGC: 'DEL'}, check(MG)),
 ("Okay, give me everything — dentist and mouthguard.", ['check'], {}, check(D, MG)),
])

# 5 ----------------------------------------------------------------------------------------------------------------
BK = ("bike repair|bike|my bike|the bike|bike fix|fix the bike|fix bike|fix my bike|bicycle repair|repair bike|"
      "repair the bike|get the bike fixed|get bike fixed|get the bike repaired|bike repairs|cycle repair|bicycle|"
      "bicycle fix|bike job|bike mend|bike in for repair|bike wheel|back wheel|rear wheel|wheel|buckled wheel|"
      "buckled back wheel|wheel repair|bike wheel repair|fix the wheel|back wheel repair|rear wheel repair|wheel fix|"
      "new wheel|new back wheel|true wheel|true the wheel|wheel truing|bike service|Pedal Power|Pedal Power repair|"
      "bike to Pedal Power|bike repair at Pedal Power|bike shop|bike shop repair")
BKB = (f'{BK}/brakes|brake|front brake|also|extra|extras|additional|additional work|other work|also check|also look at|'
       'as well|plus|extra work|extra job|other jobs|add-on|additional job|second issue|other issue|brake check|'
       'brakes check|other problem|also needs|while it\'s in|check|too|extra check|brake issue|brake problem')
BKC = (f'{BK}/price|cost|quote|how much|fee|charge|repair cost|repair price|quoted|total|amount|cost of repair|'
       'price of repair|estimate|rate|charges|fees|bill|repair quote|costs')
BKF = (f'?{BK}/fix|work|repair type|what they\'ll do|plan|solution|repair work|job type|service|remedy|job needed|'
       'repair job|fix needed|work to do')
LK = ("lock|bike lock|new lock|buy a lock|buy lock|buy a bike lock|buy bike lock|get a lock|get a bike lock|"
      "proper lock|a proper lock|decent lock|cycle lock|bicycle lock|D-lock|D lock|U-lock|u-lock|shackle lock|"
      "lock for the bike|lock for bike|bike lock purchase|lock purchase|new bike lock|security|bike security|locks|"
      "Kryptonite|Kryptonite lock|Kryptonite Evolution|Abus|Abus lock|Abus Granit|Sold Secure lock|gold lock|"
      "Sold Secure Gold lock|lock shopping|better lock")
LKM = (f'{LK}/model|which|which one|lock|brand|make|product|choice|option|item|make and model|name|pick|chosen|type|'
       'kind|lock model|which lock|lock choice|chosen lock')
LKP = (f'{LK}/price|cost|how much|amount|budget|price tag|spend|total|lock price|lock cost|cost of lock|price of lock|'
       'approx price|rough price|about|costs|approx cost')
LKS = (f'{LK}/shop|where|from|store|retailer|seller|buy from|source|vendor|where to buy|buy where|purchase from|'
       'stockist|get from|buy at|site|website|online|shop name|bought from|buy it from')
KRY = ['Kryptonite Evolution', 'Kryptonite', 'the Kryptonite Evolution', 'Kryptonite Evolution lock',
       'Kryptonite Evolution D-lock', 'Kryptonite Evolution (Amazon)', 'Kryptonite Evolution from Amazon',
       'Kryptonite Evo', 'Evolution', 'Kryptonite Evolution (Sold Secure Gold)', 'the Kryptonite one',
       'the Kryptonite', 'Kryptonite Evolution U-lock', 'Kryptonite Evolution (the first one)']
K50 = gbp(50, 'about £50', 'around £50', '~£50', 'roughly £50', 'approx £50', '£50ish', 'about 50',
          'about £50 on Amazon', '£50 on Amazon', '£50 (Amazon)', 'about fifty quid', 'about £50 (Amazon)', 'c. £50',
          'approx. £50', 'fifty quid', 'around £50 on Amazon', '£50 from Amazon', 'about £50 from Amazon')
AMZ = ['Amazon', 'on Amazon', 'from Amazon', 'Amazon (online)', 'Amazon UK', 'amazon.co.uk', 'online (Amazon)']
sc('h13_bike', 'Held-out 13 (issue 14): a bike repair after a buckled wheel and a better lock', 'A first-person '
   'mishap opener with no request ("rode straight into a kerb like an idiot"), a shop, a price for a named job and a '
   'drop-off day in one turn with asides after dashes, an extra job in a "While it\'s in ... could do with a look" '
   'clause with a simile, a second task begun "Separate job:" with a reason, a security rating, model, price and shop '
   'in a "Needs to be ... —" fragment, a price raised because the shop rang ("beyond truing"), a second model chosen '
   'on reviews ("Mind you, ... I\'ll go with that one"), a check on the first task ("What\'s the damage"), the extra '
   'job dropped with "Forget the brake" (a deletion), a turn with nothing to record, the first lock restored with "Go '
   'back to the first lock" (its price and shop implied), a check over both without a question mark.', [
 ("The back wheel on my bike's buckled — rode straight into a kerb like an idiot.", ['new'],
  {BK: None,
   f'{BK}/problem|fault|issue|damage|what\'s wrong|repair|repair needed|needs|job|what|symptom|notes|note|'
   'description|broken|wrong|complaint|issue description|problem description|what needs fixing|fault description': [
      'buckled back wheel', 'back wheel buckled', 'buckled rear wheel', 'rear wheel buckled',
      'the back wheel is buckled', "back wheel's buckled", 'buckled wheel', 'back wheel (buckled)', 'buckled',
      'buckled back wheel (hit a kerb)', 'back wheel buckled (hit kerb)', 'buckled back wheel from a kerb',
      'bent back wheel', 'back wheel buckled after hitting a kerb', 'buckled back wheel (rode into a kerb)',
      'back wheel buckled (kerb)', 'buckled back wheel (kerb)', 'back wheel buckled — rode into a kerb',
      'the back wheel on my bike is buckled', 'buckled back wheel after riding into a kerb',
      'rear wheel buckled (hit a kerb)'],
   f'?{BK}/cause|how|reason|why|caused by|how it happened|accident': [
      'rode into a kerb', 'hit a kerb', 'kerb', 'rode straight into a kerb', 'ran into a kerb', 'rode into kerb',
      'hit kerb', 'riding into a kerb']}),
 ("Pedal Power on Church Street can sort it — £25 to true it — and I can drop it in Monday.", ['new'],
  {f'{BK}/shop|where|repairer|bike shop|who|place|repair shop|with|by|mechanic|company|business|workshop|'
   'taking it to|store|location|repair place|fixed by|repaired by|shop name|provider|who\'s fixing it|at|venue|'
   'service shop|repairing|doing it|done by': [
      'Pedal Power', 'Pedal Power on Church Street', 'Pedal Power, Church Street', 'Pedal Power (Church Street)',
      'Pedal Power on Church St', 'Pedal Power, Church St', 'at Pedal Power', 'Pedal Power Church Street',
      'Pedal Power bike shop', 'Pedal Power in Church Street', 'Pedal Power (Church St)'],
   f'?{BK}/street|address|road|on|located on|street name|shop street|shop address': [
      'Church Street', 'Church St', 'on Church Street'],
   BKC: gbp(25, '£25 to true it', '£25 to true the wheel', '£25 (truing)', '£25 for truing', '£25 to true',
            '£25 truing', '£25 for truing the wheel', 'truing £25', '£25 (true the wheel)', '£25 wheel truing',
            '£25 to true wheel', '£25 (to true it)', 'twenty-five quid'),
   BKF: ['true it', 'true the wheel', 'truing', 'wheel truing', 'truing the wheel', 'true the back wheel', 'true wheel',
         'truing the back wheel', 'true'],
   f'{BK}/drop-off|drop off|dropoff|drop-off date|drop off date|drop-off day|drop off day|when|date|day|drop in|'
   'drop it in|take in|take it in|hand in|bring in|drop-in|drop in day|when to drop off|dropping off|dropping in|'
   'booked in|booking|book in|appointment|in on|drop in date|drop-in day|drop-in date': day(
      'Monday', ['drop in Monday', 'drop off Monday', 'Monday drop-off', 'Monday (drop in)', 'drop it in Monday',
                 'Monday drop off', 'drop off on Monday', 'drop in on Monday', 'Monday (drop off)'])}),
 ("While it's in, the front brake could do with a look too — squeals like a pig.", ['new'],
  {BKB: ['front brake', 'the front brake', 'front brake squealing', 'front brake squeals', 'look at the front brake',
         'check the front brake', 'front brake (squeals)', 'front brake squeals like a pig', 'squeaky front brake',
         'squealing front brake', 'front brake check', 'have a look at the front brake', 'front brake needs a look',
         'front brake - squeals', 'front brake — squeals like a pig', 'front brake squeaking', 'squeaking front brake',
         'check front brake', 'front brake looked at', 'front brake (squealing)', 'brakes', 'front brake to check',
         'front brake squeal', 'look at front brake (squeals)', 'front brake (squeals like a pig)',
         'front brake squeals — have a look', 'front brake, squeals', 'front brake: squeals like a pig',
         'look at the front brake (squeals)', 'look at the front brake — squeals like a pig',
         'front brake could do with a look', 'front brake could do with a look (squeals)',
         'front brake squeals, needs a look', 'front brake (squealing) - have a look']}),
 ("Separate job: I need a proper lock — someone had the saddle off it at the station last month.", ['new'],
  {LK: None,
   f'?{LK}/reason|why|because|note|notes|purpose|problem|background': [
      'saddle stolen', 'someone had the saddle off it at the station', 'saddle nicked at the station',
      'saddle stolen at the station last month', 'theft', 'saddle stolen at the station',
      'saddle was stolen last month', 'saddle nicked', 'saddle stolen last month',
      'someone took the saddle at the station']}),
 ("Needs to be Sold Secure Gold — the Kryptonite Evolution's about £50 on Amazon.", ['new'],
  {f'{LK}/rating|security rating|standard|sold secure|security level|grade|level|rating needed|requirement|'
   'required rating|must be|spec|certification|minimum rating|security grade|needs to be|required|requirements|'
   'needs|sold secure rating|minimum': [
      'Sold Secure Gold', 'gold', 'Sold Secure Gold rated', 'Sold Secure Gold rating', 'gold rated',
      'Sold Secure: Gold', 'Sold Secure (Gold)', 'gold (Sold Secure)', 'Sold-Secure Gold', 'Sold Secure Gold standard',
      'Sold Secure Gold (minimum)', 'at least Sold Secure Gold', 'must be Sold Secure Gold', 'Sold Secure gold-rated'],
   LKM: KRY, LKP: K50, LKS: AMZ}),
 ("They've rung — it's beyond truing, so a whole new wheel, £60.", ['update'],
  {BKC: gbp(60, '£60 for a new wheel', '£60 (new wheel)', '£60 new wheel', '£60 for new wheel', 'new wheel £60',
            '£60 for a whole new wheel', '£60 (new back wheel)', '£60 for a new back wheel', '£60 including new wheel',
            '£60 (whole new wheel)', '£60 for a new rear wheel', '£60 (replacement wheel)', '£60 (beyond truing)',
            'sixty quid'),
   BKF: ['new wheel', 'a new wheel', 'whole new wheel', 'a whole new wheel', 'new back wheel', 'replace wheel',
         'replace the wheel', 'replacement wheel', 'new rear wheel', 'wheel replacement', 'replace back wheel',
         'beyond truing, new wheel', 'new wheel (beyond truing)', 'replace the back wheel']}),
 ("Mind you, the Abus Granit's got better reviews — £65 at Halfords. I'll go with that one.", ['update'],
  {LKM: ['Abus Granit', 'Abus', 'the Abus Granit', 'Abus Granit lock', 'Abus Granit D-lock', 'Granit',
         'Abus Granit (Halfords)', 'Abus Granit from Halfords', 'Abus Granit (better reviews)', 'the Abus',
         'Abus Granit U-lock', 'the Abus one'],
   LKP: gbp(65, '£65 at Halfords', '£65 from Halfords', '£65 (Halfords)', 'Halfords £65', 'sixty-five quid'),
   LKS: ['Halfords', 'at Halfords', 'from Halfords', 'Halfords (Abus Granit)']}),
 ("What's the damage on the bike, then?", ['check'], {}, check(BK)),
 ("Forget the brake, I had a fiddle and it was only a bit of grit.", ['update'], {BKB: 'DEL'}),
 ("Cycling into this wind is character-building, apparently.", [], {}),
 ("Go back to the first lock — turns out the Abus weighs nearly two kilos.", ['update'],
  {LKM: KRY, LKP: K50, LKS: AMZ}),
 ("Run me through both.", ['check'], {}, check(BK, LK)),
])

# 6 ----------------------------------------------------------------------------------------------------------------
CT = ("council tax|council tax discount|single person discount|single occupancy discount|"
      "council tax single person discount|single person council tax discount|council tax SPD|SPD|"
      "single person's discount|council tax single occupancy|council tax (single person discount)|"
      "council tax rebate|rebate|council tax reduction|council tax claim|claim single person discount|"
      "apply for single person discount|council tax discount claim|discount|claim discount|claim the discount|"
      "25% discount|council tax 25% off|council tax application|single person discount claim|"
      "single person discount application|Westshire council tax|council tax refund|council tax backdating|"
      "sole occupier discount|council tax change|council tax discount application")
CTB = (f'{CT}/backdate|backdated to|backdate to|from|start|start date|effective from|effective date|from when|since|'
       'date|moved out|move out|moved out date|move-out date|date moved out|Tom moved out|Tom left|when|backdating|'
       'backdated|applies from|discount from|starts|eligible from|qualifying date|change date|date of change|'
       'move out date|Tom\'s move out|backdate from|date from')
CTA = (f'{CT}/account number|account|account no|account no.|account ref|reference|ref|council tax account|account #|'
       'council tax account number|number|acc no|acc number|reference number|ref number|customer number|'
       'account num|account reference|account details|council tax number|council tax reference')
CTA2 = f'?{CT}/where to find|on the bill|found on|account number source|number source|find it on'
GW = ("garden waste|garden waste bin|garden waste subscription|garden waste bin subscription|brown bin|the brown bin|"
      "brown bin subscription|brown bin renewal|renew the brown bin|green waste|green waste bin|green bin|"
      "green bin subscription|garden bin|garden bin renewal|renew garden bin|garden waste collection|"
      "garden waste collections|renew garden waste|renew garden waste bin|renew garden waste subscription|"
      "garden waste renewal|garden waste bin renewal|garden waste subscription renewal|bin subscription|"
      "bin renewal|bin|garden waste permit|garden waste licence|garden waste service|garden waste sticker|"
      "Westshire garden waste|garden waste bin subscription renewal")
def sept(n):
    o = f'{n}{sfx(n)}'
    return nth(n, mon='September', more=[
        f'backdated to {n} September', f'from {n} September', f'backdate to {n} September',
        f'from the {o} of September', f'{n}/09', f'{n}/9', f'backdated to {o} September', f'from {o} September',
        f'{n} September (Tom moved out)', f'since {n} September', f'{n} Sep', f'{n} Sept', f'{o} Sept',
        f'backdated to the {o} of September', f'backdate to the {o} of September', f'from {n} Sept',
        f'{n} September (backdated)', f'backdated to {n} September (Tom moved out)',
        f'{n} September (when Tom moved out)', f'{o} of Sept', f'the {o} of September (moved out)',
        f'backdated to {n} Sept', f'{n} September, when Tom moved out'])
sc('h13_counciltax', 'Held-out 13 (issue 14): a council tax single person discount and a garden waste bin renewal',
   'A "Now ... I\'m the only adult" opener whose task is an entitlement ("I should be getting"), a turn with nothing '
   'to record, a percentage and a yearly saving as a copular fragment, a procedure and an account number in a "You '
   'apply on ... they\'ll want" clause, a backdating date from a move-out, a second task begun "And while I\'m on the '
   'council site" with a renewal, a price and a collection pattern as a fragment, a deadline with a consequence ("or '
   'they stop collecting"), a date corrected with "Actually no, hang on — the 27th, not the 20th" and a reason, a '
   'check on the first task without a question mark, a number removed for privacy ("take the account number out", a '
   'deletion), a check over both without a question mark.', [
 ("Now Tom's gone off to uni I'm the only adult in the house, so I should be getting the single person discount on "
  "council tax.", ['new'],
  {CT: None,
   f'?{CT}/reason|why|because|eligibility|grounds|circumstances|basis|note|notes|eligible because': [
      "Tom's moved out for uni", 'only adult in the house', "I'm the only adult", 'Tom gone to uni',
      'sole adult occupier', 'only adult living here', 'Tom left for uni', 'only adult (Tom at uni)',
      'Tom gone off to uni', 'only adult in the house (Tom at uni)', "I'm the only adult in the house"]}),
 ("The house is so quiet without him, it's unnerving.", [], {}),
 ("It's 25% off — works out about £480 a year.", ['new'],
  {f'{CT}/discount|percentage|rate|reduction|how much off|percent|discount rate|% off|off|discount percentage|'
   'size|discount size|percentage off|discount level': [
      '25%', '25% off', '25 percent', '25 per cent', 'a quarter', 'quarter off', '25', '25 %', 'twenty-five percent',
      '25% discount', '25% reduction', 'a quarter off', '25 per cent off', '25 percent off'],
   f'{CT}/saving|savings|worth|value|annual saving|yearly saving|saves|save|amount saved|money back|per year|a year|'
   'saving per year|how much saved|annual amount|yearly amount|works out|comes to|amount back|total saving|'
   'saving a year|amount|discount amount|annual discount|yearly discount|money saved|how much|equivalent|'
   'works out at': [
      'about £480 a year', '£480 a year', '£480', 'about £480', '480', '£480 per year', 'around £480 a year',
      '~£480 a year', '~£480/year', '£480/year', '£480 pa', 'roughly £480 a year', 'approx £480 a year',
      'about £480 per year', 'about £480/yr', '£480 annually', 'about £480 annually', 'around £480',
      'c. £480 a year', 'about £480 a year back', '£480 a year back', 'about 480 a year', 'approx. £480 per year',
      'around £480 per year', 'about £480 pa', '£480/yr', 'approx £480', '~£480', 'roughly £480', 'about £480/year',
      'about 480 pounds a year', 'about £480 a year saving', 'saves about £480 a year']}),
 ("You apply on the Westshire Council site — they'll want the account number off the bill, 40021873.", ['new'],
  {f'{CT}/where|apply where|apply at|how|how to apply|apply|method|website|site|apply online|application|apply via|'
   'via|route|channel|where to apply|apply on|application method|application site|how to claim|claim via|'
   'claim where|where to claim|claim how': [
      'Westshire Council site', 'the Westshire Council site', 'Westshire Council website', 'council website',
      'the council website', 'on the Westshire Council site', 'online, Westshire Council', 'Westshire Council',
      'online', 'council site', 'apply online on the Westshire Council site', 'Westshire Council online',
      'westshire.gov.uk', 'the Westshire Council website', 'on the Westshire Council website', 'online (council site)',
      'apply on the Westshire Council site', 'Westshire Council site (online)', 'online via Westshire Council',
      'via the Westshire Council site', 'the council site', 'Westshire Council site, online'],
   CTA: ['40021873', 'account 40021873', 'no. 40021873', 'number 40021873', 'acc 40021873', 'account number 40021873',
         '40021873 (on the bill)', '40021873 (from the bill)', 'ref 40021873', '4002 1873', '40021873 (off the bill)',
         'account no. 40021873', '#40021873'],
   CTA2: ['on the bill', 'the bill', 'off the bill', 'council tax bill', 'the council tax bill']}),
 ("He moved out on the 20th of September, so it should be backdated to then.", ['new'], {CTB: sept(20)}),
 ("And while I'm on the council site, the garden waste bin needs renewing.", ['new'],
  {GW: None,
   f'?{GW}/where|apply where|renew where|renew at|how|how to renew|renew via|via|site|website|method|renew online|'
   'renewal site|online|renewal method|route|channel': [
      'council site', 'the council site', 'Westshire Council site', 'the Westshire Council site', 'online',
      'council website', 'on the council site', 'Westshire Council website', 'online (council site)']}),
 ("£52 for the year, collected every other Tuesday.", ['new'],
  {f'{GW}/price|cost|fee|charge|how much|annual fee|subscription|subscription cost|renewal cost|renewal fee|'
   'yearly fee|annual cost|per year|a year|amount|yearly cost|subscription fee|price per year|rate|costs|'
   'renewal price|subscription price|annual price': gbp(
      52, '£52 a year', '£52 for the year', '£52 per year', '£52/year', '£52 pa', '£52 annually', '£52 yearly',
      '52 a year', '£52 per annum', '£52/yr', 'fifty-two pounds a year', '£52 for a year', '£52 for 12 months'),
   f'{GW}/collection|collections|collection day|collected|pickup|pick up|schedule|frequency|how often|'
   'when collected|bin day|collection days|collection schedule|day|collected on|collection frequency|emptied|'
   'emptied on|bin days|collection pattern|collection dates|collected when|when emptied|pickups|pick-up': [
      'every other Tuesday', 'fortnightly Tuesday', 'fortnightly on Tuesdays', 'alternate Tuesdays',
      'every second Tuesday', 'Tuesdays, fortnightly', 'fortnightly, Tuesday', 'every other Tuesday (fortnightly)',
      'Tuesday, every other week', 'every 2 weeks on Tuesday', 'fortnightly Tuesdays', 'every two weeks on a Tuesday',
      'Tuesday fortnightly', 'biweekly Tuesday', 'every other week, Tuesday', 'alternate Tuesday', 'every other Tues',
      'fortnightly (Tuesdays)', 'every fortnight on Tuesday', 'Tuesdays every other week',
      'every other Tuesday collection', 'collected every other Tuesday', 'fortnightly on a Tuesday',
      'every fortnight, Tuesday', 'every other Tuesday (collection)', 'Tuesday (fortnightly)',
      'Tuesdays (every other week)', 'every fortnight on a Tuesday', 'every other Tuesday, fortnightly',
      'alternate Tuesdays (fortnightly)']}),
 ("Has to be renewed by the end of February or they stop collecting.", ['new'],
  {f'{GW}/deadline|by|renew by|due|due date|renewal date|renewal deadline|by when|expiry|expires|expiry date|'
   'renew before|before|latest|renewal due|deadline date|cut-off|cutoff|ends|runs out|needed by|must renew by|'
   'renewal by|when|renew when|renewal': [
      'end of February', 'by the end of February', 'the end of February', 'end of Feb', 'by end of February',
      'by end of Feb', 'February', 'end Feb', 'before the end of February', 'end of February (or collections stop)',
      'by the end of February (or they stop collecting)', 'by end Feb', 'late February', 'the end of Feb',
      'by February', 'end of February, or they stop collecting', 'renew by the end of February',
      'by the end of Feb', 'before end of February', 'end of February (or they stop collecting)',
      'by end of February (or collections stop)', 'by the end of February, or they stop collecting'],
   f'?{GW}/consequence|note|warning|or else|otherwise|if late|notes|penalty|risk|if not renewed|if missed': [
      'they stop collecting', 'collections stop', 'or they stop collecting', 'collections stop if not renewed',
      'no collections if not renewed', 'otherwise they stop collecting', 'collections stop if late',
      'they stop collecting if not renewed']}),
 ("Actually no, hang on — he moved out on the 27th, not the 20th. The 20th was when he packed.", ['update'],
  {CTB: sept(27) + ['27 September (not the 20th)', 'the 27th (not the 20th)', '27th September, not 20th',
                    '27 September, not the 20th', 'backdated to 27 September (not the 20th)']}),
 ("Remind me of the council tax bits.", ['check'], {}, check(CT)),
 ("Actually, take the account number out — I'd rather not have it written down anywhere.", ['update'],
  {CTA: 'DEL', CTA2: 'DEL'}),
 ("Right, both of them then — council tax and the bin.", ['check'], {}, check(CT, GW)),
])

# 7 ----------------------------------------------------------------------------------------------------------------
G = ("wedding gift|wedding present|gift|present|the gift|Jess's wedding gift|wedding gift for Jess|gift for Jess|"
     "present for Jess|Jess wedding gift|Jess's gift|gift for Jess's wedding|present for Jess's wedding|"
     "wedding gift (Jess)|registry gift|registry present|registry|wedding registry|wedding registry gift|"
     "gift from the registry|gift off the registry|wedding gift off the registry|buy off the registry|"
     "buy wedding gift|buy a wedding gift|get a wedding gift|group gift|Dutch oven|Le Creuset|Le Creuset Dutch oven|"
     "Crate & Barrel|Crate and Barrel|Crate & Barrel registry|wedding|Jess's wedding|gift for the wedding")
GP = (f'{G}/price|cost|how much|amount|total|total cost|price tag|gift price|cost of gift|price of gift|spend|'
      'budget|gift cost|full price|overall cost|costs|total price')
HT = ("hotel|hotel room|book hotel|book a hotel|book a hotel room|book hotel room|book room|hotel booking|"
      "hotel reservation|reservation|hotel for the wedding|wedding hotel|hotel room for the wedding|"
      "hotel for Jess's wedding|hotel booking for the wedding|wedding accommodation|wedding weekend hotel|"
      "Asheville hotel|Asheville hotel room|hotel in Asheville|hotel for the weekend|room|accommodation|"
      "accommodations|lodging|place to stay|hotel stay|stay|room block|Grove Park Inn|the Grove Park Inn|"
      "Grove Park Inn booking|Asheville trip|trip to Asheville|Asheville stay")
HN = (f'{HT}/nights|dates|when|which nights|check-in|check in|date|dates of stay|length|how long|duration|'
      'nights needed|number of nights|stay dates|booking dates|arrive|arrival|from|nights booked|how many nights|night|'
      'for when|stay|staying|booking for|check-in date')
HP = (f'{HT}/price|rate|cost|per night|nightly rate|room rate|how much|price per night|cost per night|nightly|'
      'rate per night|night rate|price a night|fee|charge|room price|room cost|hotel price|hotel cost|block rate|'
      'group rate|costs|nightly price|nightly cost|price a night|rate a night')
HC = (f'{HT}/code|block code|booking code|group code|discount code|promo code|reference|ref|room block code|'
      'booking reference|rate code|group booking code|password|booking ref|code to quote|quote code|reservation code|'
      'block reference|group rate code|promo|room block reference')
HB = (f'?{HT}/how to book|book by|booking method|method|how|book via|call|booking|book how|how booking|'
      'booking route|reserve by|reserve how')
HTT = f'?{HT}/total|total cost|total price|overall|altogether|in total|grand total|cost overall'
SAT = ['Saturday night', 'Saturday', 'Sat', 'Sat night', 'just Saturday', 'just the Saturday night',
       'just Saturday night', 'Saturday only', 'Saturday night only', 'the 14th', '14th', 'Saturday 14th',
       'Saturday the 14th', 'June 14', 'June 14th', '1 night (Saturday)', 'one night, Saturday',
       'Saturday night (the 14th)', 'one night (Saturday)', 'Sat 14th', 'Saturday 14th only', 'the Saturday night',
       'Saturday night (14th)', '1 night, Saturday', 'just Saturday night (the 14th)', 'only Saturday night',
       'Saturday night, June 14', 'Saturday, June 14', 'Saturday June 14th', 'Sat June 14', '1 night', 'one night',
       'Saturday night only (the 14th)', 'just the Saturday', 'Saturday night (June 14)', 'Sat night only',
       'Saturday 14th night']
sc('h13_wedding', "Held-out 13 (issue 14): a college friend's wedding gift and a hotel for the wedding (US English)",
   'An exclamation-free announcement opener in American English ("My college roommate Jess is getting married in June '
   'and I still haven\'t") with a month, a turn with nothing to record, a store as a copular "They\'re registered at", '
   'an item and price chosen in a "still unclaimed ... so that\'s the one" clause, a split with two friends and a '
   'share ("forty bucks each"), a second task begun "I also need" with a city, nights and a date, a hotel and a rate '
   'as "There\'s a room block at", a code said as a copular fragment ("Code\'s ... when I call"), nights changed with '
   '"Make that just the Saturday night" and a reason, a check on the second task without a question mark, a sold-out '
   'block that changes the rate and makes the code useless (an update and a deletion), a check over both.', [
 ("My college roommate Jess is getting married in June and I still haven't bought anything off the registry.", ['new'],
  {G: None,
   f'?{G}/for|who|recipient|couple|for whom|whose|bride|whose wedding|friend': [
      'Jess', 'for Jess', 'my college roommate Jess', 'Jess (college roommate)', "Jess's wedding",
      'Jess (my college roommate)', 'college roommate Jess', 'Jess and partner'],
   f'?{G}/wedding|wedding date|when|date|occasion|event|wedding when|wedding month|wedding in|month': [
      'June', 'in June', 'June wedding', "Jess's wedding in June", 'wedding in June', 'June (wedding)',
      'June 14', 'June 14th', 'the 14th', 'Saturday the 14th', 'June 14 (Saturday)']}),
 ("I cannot believe Jess is the first of us to get married — she once forgot her own birthday.", [], {}),
 ("They're registered at Crate & Barrel.", ['new'],
  {f'{G}/registry|registered at|store|shop|where|retailer|from|registry store|where registered|buy from|where to buy|'
   'registry at|registered with|registry site|site|source|vendor|registry location|registry shop|registry retailer|'
   'buy where|purchase from|store name|registry with|registered': [
      'Crate & Barrel', 'Crate and Barrel', 'Crate&Barrel', 'at Crate & Barrel', 'Crate & Barrel registry',
      'Crate and Barrel registry', 'crateandbarrel.com', 'C&B', 'Crate & Barrel (registry)', 'at Crate and Barrel']}),
 ("The Le Creuset Dutch oven's still unclaimed, $120, so that's the one.", ['new'],
  {f'{G}/item|gift|what|which|choice|present|gift item|chosen gift|chosen|pick|product|the one|which gift|what to buy|'
   'buying|gift choice|selected|selection|registry item|thing|gift idea|purchase|item chosen|what we\'re getting|'
   'getting': [
      'Le Creuset Dutch oven', 'the Le Creuset Dutch oven', 'Dutch oven', 'Le Creuset', 'a Le Creuset Dutch oven',
      'the Dutch oven', 'Le Creuset Dutch oven (unclaimed)', 'Le Creuset Dutch oven ($120)', 'Dutch oven (Le Creuset)',
      'Le Creuset Dutch oven (still unclaimed)', 'Le Creuset dutch oven', 'Le Creuset Dutch Oven ($120)'],
   GP: usd(120, '$120 total', '$120 (Dutch oven)', '$120 for the Dutch oven', '$120 at Crate & Barrel', '120 bucks',
           '$120 (Le Creuset Dutch oven)', '$120 in total', 'a hundred and twenty dollars', 'one twenty')}),
 ("Splitting it with Priya and Marcus, so forty bucks each.", ['new'],
  {f'{G}/split|splitting|split with|shared with|sharing|going in with|chipping in|contributors|with|who\'s in|'
   'co-givers|from whom|group|people|split between|with whom|joint gift with|gift from|givers|cost split|'
   'sharing with|going in on it|splitting with|split between who|who\'s chipping in|chipping in with|others|'
   'going halves with|co-gifters|pooling with|who else|from who': [
      'Priya and Marcus', 'with Priya and Marcus', 'Priya, Marcus', 'Marcus and Priya', 'me, Priya and Marcus',
      'Priya, Marcus and me', 'me, Priya, Marcus', 'Priya & Marcus', 'split with Priya and Marcus',
      'three ways with Priya and Marcus', 'me, Priya and Marcus ($40 each)', 'Priya and Marcus ($40 each)',
      'split 3 ways with Priya and Marcus', 'split three ways (Priya and Marcus)', 'Priya, Marcus and I',
      'me + Priya + Marcus', 'Priya and Marcus, $40 each', 'split with Priya and Marcus, $40 each',
      'with Priya and Marcus ($40 each)', 'Priya and Marcus (3 ways)', 'split three ways with Priya and Marcus',
      'Priya, Marcus, and me', 'me, Priya, and Marcus', 'three ways: me, Priya and Marcus',
      '3 ways (me, Priya, Marcus)', 'split 3 ways (me, Priya, Marcus)', 'split with Priya & Marcus',
      'me, Priya & Marcus', 'me and Priya and Marcus', 'Priya and Marcus and me', 'Priya and Marcus (split 3 ways)'],
   f'{G}/each|per person|share|my share|cost each|each pays|price each|amount each|per head|my part|my cost|'
   'cost per person|each share|my contribution|contribution|contribution each|cost to me|I pay|individual share|'
   'each person|split cost|cost split each|apiece|share each|per share|how much each|each owes': usd(
      40, '$40 each', '40 bucks each', 'forty bucks each', '$40 per person', '$40 a head', '$40 apiece',
      '$40/person', '$40 each (3 ways)', '$40 (my share)', 'forty each', '40 each', '$40 per head', 'my share $40',
      'forty dollars each', '$40 each ($120 split 3 ways)', '$40 each, three ways', '$40 per person (3 ways)')}),
 ("I also need a hotel in Asheville for the Friday and Saturday nights — the wedding's on the 14th.", ['new'],
  {HT: None,
   f'{HT}/where|location|city|town|in|place|area|destination|hotel location|which city|near|where to stay|'
   'city of stay|location of hotel': [
      'Asheville', 'in Asheville', 'Asheville, NC', 'Asheville NC', 'Asheville, North Carolina', 'Asheville (NC)'],
   HN: ['Friday and Saturday nights', 'Friday and Saturday', 'Fri and Sat', 'Fri & Sat nights',
        'Friday & Saturday nights', 'Friday and Saturday night', 'Friday, Saturday', 'the 13th and 14th',
        '13th and 14th', 'Friday 13th and Saturday 14th', 'Fri 13th and Sat 14th', 'June 13-14', 'June 13 and 14',
        'Friday and Saturday (13th-14th)', 'Friday and Saturday nights (13th and 14th)',
        '2 nights (Friday and Saturday)', 'two nights, Friday and Saturday', 'Friday-Saturday', 'Fri-Sat',
        'Friday to Sunday', 'Fri–Sat nights', '13th-15th', 'June 13-15',
        'Friday and Saturday nights (wedding on the 14th)', 'Fri and Sat nights', 'Friday + Saturday nights',
        'the Friday and Saturday nights', 'Friday & Saturday', 'Friday night and Saturday night',
        'Friday and Saturday nights (June 13-14)', 'June 13th and 14th', 'Friday and Saturday nights, June 13 and 14',
        '2 nights', 'two nights', 'Fri and Sat (13th and 14th)', 'Friday and Saturday night (13th and 14th)',
        'Fri/Sat nights', 'Friday/Saturday nights'],
   f'?{HT}/wedding|wedding date|occasion|for|reason|event|why|purpose|wedding day|wedding on': [
      'the 14th', '14th', 'June 14th', 'June 14', "Jess's wedding", 'wedding on the 14th', 'the wedding', 'wedding',
      "Jess's wedding on the 14th", 'Saturday the 14th', 'wedding (14th)', 'for the wedding',
      "Jess's wedding (the 14th)", 'wedding on Saturday the 14th']}),
 ("There's a room block at the Grove Park Inn, $189 a night.", ['new'],
  {f'{HT}/hotel|name|hotel name|which hotel|property|venue|place to stay|booked at|staying at|inn|booking at|which|'
   'choice|option|at|hotel choice|chosen hotel|hotel option': [
      'Grove Park Inn', 'the Grove Park Inn', 'Omni Grove Park Inn', 'Grove Park Inn (room block)',
      'room block at the Grove Park Inn', 'Grove Park Inn room block', 'Grove Park', 'the Grove Park Inn (room block)',
      'Grove Park Inn, Asheville', 'Grove Park Inn (block)'],
   HP: usd(189, '$189 a night', '$189 per night', '$189/night', '189 a night', '$189 nightly',
           '$189 a night (block rate)', '$189 per night (room block)', '$189/nt', '189 per night',
           '$189 a night (room block)', '$189 room block rate', '$189 block rate', '$189 a night (block)',
           '$189 per night (block rate)', '189 bucks a night', '$189 a night at the Grove Park Inn'),
   f'?{HT}/room block|block|group block|wedding block|block booking|group booking|discount': [
      'yes', 'room block', 'wedding room block', 'room block at the Grove Park Inn', 'room block ($189 a night)',
      'there is a room block', 'block rate', 'room block available'],
   HTT: usd(378, '$378 total', '$378 for 2 nights', '$378 (2 x $189)', '$378 for two nights')}),
 ("Code's SMITHJONES25 when I call.", ['new'],
  {HC: ['SMITHJONES25', 'SMITH JONES 25', 'code SMITHJONES25', 'SmithJones25', 'SMITHJONES25 (when calling)',
        'SMITHJONES25 (quote when calling)', 'quote SMITHJONES25', 'SMITHJONES25 (call)', 'SMITHJONES25 (when I call)',
        'SMITHJONES25 (quote it when I call)', 'SMITH-JONES-25', 'code: SMITHJONES25', 'SMITHJONES25 (by phone)',
        'SMITHJONES25 (phone booking)', 'SMITHJONES25 — quote when calling', 'SMITHJONES25, when I call'],
   HB: ['call', 'by phone', 'phone', 'call the hotel', 'when I call', 'over the phone', 'phone booking', 'call to book',
        'by calling', 'phone the hotel', 'call them', 'book by phone']}),
 ("Make that just the Saturday night — no way I'm getting Friday off work.", ['update'],
  {HN: SAT, HTT: usd(189, '$189 total', '$189 for 1 night', '$189 for one night', '$189 (1 night)', '$189 in total'),
   f'?{HT}/note|notes|reason for change|why one night|because|change reason': [
      "can't get Friday off work", 'no Friday off work', "can't get Friday off", 'no way to get Friday off work',
      'work on Friday', "can't take Friday off"]}),
 ("Read me back the hotel stuff.", ['check'], {}, check(HT)),
 ("Ugh, the block's sold out, so I'll have to book direct — $229 a night, and that code's no use now.", ['update'],
  {HC: 'DEL',
   HP: usd(229, '$229 a night', '$229 per night', '$229/night', '229 a night', '$229 nightly', '$229 a night (direct)',
           '$229 per night (booking direct)', '$229 direct', '$229 a night, booking direct', '$229 (direct rate)',
           '$229 standard rate', '$229/nt', '229 per night', '$229 a night (booking direct)', '$229 per night direct',
           '$229 a night direct', '$229 a night (block sold out)', '229 bucks a night'),
   HB: ['direct', 'book direct', 'booking direct', 'directly with the hotel', 'direct with the hotel',
        'book directly', 'direct booking', 'directly', 'book direct with the hotel', 'booking directly'],
   f'?{HT}/room block|block|group block|wedding block|block booking|group booking|discount': [
      'sold out', 'block sold out', 'the block is sold out', 'room block sold out', 'no (sold out)', 'no', 'full',
      'block full', 'none (sold out)', "block's sold out"],
   HTT: usd(229, '$229 total', '$229 for 1 night', '$229 for one night', '$229 (1 night)', '$229 in total')}),
 ("OK, gift and hotel — everything, please.", ['check'], {}, check(G, HT)),
])

# 8 ----------------------------------------------------------------------------------------------------------------
C = ("chimney sweep|chimney|the chimney|sweep|the sweep|sweep the chimney|chimney sweeping|sweeping the chimney|"
     "get the chimney swept|get chimney swept|chimney swept|book a chimney sweep|book chimney sweep|book the sweep|"
     "chimney clean|chimney cleaning|clean the chimney|flue sweep|sweep flue|flue|chimney sweep booking|"
     "sweep appointment|chimney appointment|chimney sweep appointment|chimney service|chimney check|"
     "chimney sweep visit|sweep visit|annual sweep|stove sweep|woodburner sweep|wood burner chimney|"
     "wood burner|log burner|stove|Mick Dunn|Mick|Mick Dunn sweep|chimney job")
CD = (f'{C}/date|day|when|appointment|appointment date|appointment day|on|booked|booked for|booking|scheduled|visit|'
      'visit date|sweep date|sweep day|coming|coming on|date booked|visit day|booked in|booked in for|sweep on')
CTM = (f'{C}/time|at|arrival|arrival time|what time|time slot|slot|arriving|eta|start|start time|appointment time|'
       'visit time|time of visit|here by|arrives by|arrive by|be here by|coming at|when arriving|by what time|'
       'arriving by|by')
LG = ("logs|log delivery|logs delivery|firewood|fire wood|firewood delivery|firewood order|order firewood|wood|"
      "wood delivery|order logs|log order|logs order|buy logs|get logs|get logs in|logs in|kiln-dried logs|"
      "kiln dried logs|hardwood logs|kiln-dried hardwood|hardwood|builder's bag of logs|bag of logs|log bag|"
      "logs for the wood burner|wood burner logs|logs for the burner|Logs Direct|Logs Direct order|log supply|fuel|"
      "logs for winter|winter logs|log delivery for winter|seasoned logs|logs from Logs Direct")
HARD = ["builder's bag of kiln-dried hardwood", "a builder's bag of kiln-dried hardwood",
        "builders bag of kiln-dried hardwood", "builder's bag of kiln dried hardwood",
        "builders bag kiln dried hardwood", "kiln-dried hardwood, builder's bag", "kiln-dried hardwood (builder's bag)",
        "builder's bag kiln-dried hardwood", "1 builder's bag of kiln-dried hardwood",
        "one builder's bag of kiln-dried hardwood", 'kiln-dried hardwood', 'kiln dried hardwood',
        'kiln-dried hardwood logs', 'kiln dried hardwood logs', 'hardwood, kiln-dried',
        "kiln-dried hardwood, 1 builder's bag", "builder's bag of kiln-dried hardwood logs",
        'bulk bag of kiln-dried hardwood', 'dumpy bag of kiln-dried hardwood',
        "kiln-dried hardwood logs (builder's bag)", "builder's bag of kiln-dried hardwood (logs)",
        'hardwood (kiln-dried)', "kiln-dried hardwood x 1 builder's bag", "builder's bag, kiln-dried hardwood"]
sc('h13_chimney', 'Held-out 13 (issue 14): a chimney sweep before winter and a log delivery', 'A "Before we light the '
   'wood burner" opener with "wants sweeping" and how long since the last sweep, a sweep in a "There\'s a ... in the '
   'village" clause with an aside, a price said alone with a certificate joined by "and he does", a date and an '
   'arrival time in a "He\'s booked us in for ... first thing — he\'ll be here by" clause, a turn with nothing to '
   'record, a second task begun "I\'ll need logs in too" with the load as a fragment after a dash, a supplier, town '
   'and delivered price as a verbless fragment, a relative delivery day ("Friday week") and where to tip the load, a '
   'date moved by the sweep with a new payment condition (new and update), a check on the second task without a '
   'question mark, the time taken off because the sweep will not promise one (a deletion), a check over both without a '
   'question mark.', [
 ("Before we light the wood burner this winter the chimney wants sweeping — it's been about three years.", ['new'],
  {C: None,
   f'?{C}/last swept|last done|last sweep|last cleaned|since|overdue|history|last|previous sweep|when last swept|'
   'note|notes|since last sweep': [
      'about three years ago', 'three years ago', 'about 3 years ago', '3 years ago', 'about three years',
      'three years', '3 years', '~3 years ago', 'roughly three years ago', 'around 3 years ago', 'about 3 years',
      '~3 years'],
   f'?{C}/deadline|before|needed by|timing|by when|due|do by|before when': [
      'before winter', 'before we light the wood burner', 'before lighting the wood burner', 'this winter',
      'before the winter', 'before we light the wood burner this winter', 'before first fire',
      'before using the wood burner', 'before lighting the wood burner this winter']}),
 ("There's a sweep in the village, Mick Dunn — everyone uses him.", ['new'],
  {f'{C}/sweep|who|name|chimney sweep|sweep name|engineer|contractor|provider|company|with|booked with|tradesman|'
   'person|contact|firm|business|who\'s doing it|doing it|done by|swept by|service by|sweeper|who with|worker|'
   'sweep\'s name|using|sweep used': [
      'Mick Dunn', 'Mick', 'Dunn', 'Mick Dunn (village sweep)', 'Mick Dunn, the village sweep',
      'Mick Dunn (in the village)', 'Mick Dunn (everyone uses him)', 'Mick Dunn, village', 'Mick Dunn from the village',
      'the village sweep, Mick Dunn', 'Mick Dunn — village sweep', 'Mick Dunn (local)', 'Mick Dunn (village)'],
   f'?{C}/based|location|where|area|local|from|based in|where based': [
      'the village', 'in the village', 'village', 'local', 'local (village)']}),
 ("£70, and he does the certificate for the insurance.", ['new'],
  {f'{C}/price|cost|fee|charge|how much|quote|sweep cost|sweep price|quoted|total|amount|rate|cost of sweep|'
   'price of sweep|charges|fees|bill|costs': gbp(
      70, '£70 including certificate', '£70 incl. certificate', '£70 with certificate', '£70 (includes certificate)',
      '£70 inc certificate', '£70 (with certificate)', '£70 including the certificate', '£70 + certificate',
      '£70 incl certificate', 'seventy quid', 'seventy pounds', '£70 including insurance certificate',
      '£70 (certificate included)', '£70 including certificate for insurance', '£70 inc. certificate'),
   f'{C}/certificate|cert|sweep certificate|certificate for insurance|insurance|insurance certificate|paperwork|'
   'certification|certificate included|includes|included|extras|documentation|for insurance|insurance cert|'
   'certificate for the insurance|sweeping certificate|certificate provided|proof for insurance|also does|extra': [
      'certificate for the insurance', 'includes certificate', 'yes', 'included', 'certificate included',
      'he does the certificate', 'certificate for insurance', 'insurance certificate', 'yes, for the insurance',
      'yes (for insurance)', 'sweep certificate for insurance', 'included (for insurance)', 'certificate provided',
      'provides certificate', 'gives a certificate for the insurance', 'does the certificate for the insurance',
      'certificate (for insurance)', 'yes - for the insurance', 'includes insurance certificate', 'yes, provided',
      'he provides the certificate for the insurance', 'certificate for the insurance included', 'certificate',
      'sweep certificate', 'yes, certificate for the insurance', 'certificate for insurance (included)',
      'does the certificate', 'he does the certificate for the insurance', 'includes a certificate for the insurance',
      'certificate for insurance provided', 'yes (certificate for the insurance)', 'included, for the insurance']}),
 ("He's booked us in for the 3rd of October, first thing — he'll be here by eight.", ['new'],
  {CD: nth(3, mon='October', more=['3 October, first thing', '3rd October first thing', '3 Oct first thing',
                                   'the 3rd of October, first thing', '3 October by 8', '3rd October at 8am',
                                   '3 October, 8am', 'first thing on the 3rd of October', '3/10', '03/10',
                                   '3rd October, first thing', '3 October (first thing)', '3rd of October first thing',
                                   '3rd October by 8am', '3 October by 8am', 'the 3rd of October']),
   CTM: ['by eight', 'by 8', 'by 8am', 'first thing', 'first thing, by 8', 'first thing (by 8)', 'first thing, by 8am',
         'first thing - by 8', '8am', '8', '8:00', '08:00', 'eight', "eight o'clock", 'by 8:00', 'by 8.00am', 'by 8 am',
         'first thing, by eight', '8am (first thing)', 'by 8am (first thing)', "by eight o'clock", 'at 8', 'at 8am',
         'first thing (by 8am)', 'first thing — by 8am', 'by 08:00', '8.00', '8.00am', '8 am', 'early, by 8',
         'first thing in the morning', 'first thing in the morning, by 8', 'by 8 (first thing)', 'first thing by 8am',
         'first thing, here by 8', 'here by 8', 'here by eight', 'by 8:00am', 'first thing (here by 8)',
         'arrives by 8am', 'by 8am, first thing', 'first thing, by 8:00']}),
 ("Nothing beats a proper fire on a cold night, mind.", [], {}),
 ("I'll need logs in too — a builder's bag of kiln-dried hardwood.", ['new'],
  {LG: None,
   f'{LG}/type|what|logs|wood|kind|order|wood type|log type|which logs|item|product|what to order|what to buy|'
   'order details|description|need|needed|fuel|what logs|log kind|wood kind|type of wood|type of logs': HARD,
   f'?{LG}/quantity|amount|size|load|bag|bag size|volume|how many|qty|order size|bags': [
      "builder's bag", "a builder's bag", 'builders bag', "1 builder's bag", "one builder's bag", 'bulk bag',
      'one bulk bag', "a builder's bag (bulk bag)", "1 x builder's bag"],
   f'?{LG}/for|purpose|use|used for|for what': ['wood burner', 'the wood burner', 'for the wood burner', 'burner']}),
 ("Logs Direct out at Pewsey, £95 delivered.", ['new'],
  {f'{LG}/supplier|from|shop|company|who|seller|vendor|source|provider|buy from|order from|firm|business|'
   'merchant|log supplier|supplied by|supplier name|with|store|retailer|ordering from|buying from|where from': [
      'Logs Direct', 'Logs Direct (Pewsey)', 'Logs Direct, Pewsey', 'Logs Direct in Pewsey', 'Logs Direct at Pewsey',
      'Logs Direct out at Pewsey', 'from Logs Direct', 'Logs Direct of Pewsey', 'Logs Direct, out at Pewsey',
      'Logs Direct (out at Pewsey)'],
   f'?{LG}/location|based|area|town|based in|located|located in|supplier location|supplier town': [
      'Pewsey', 'in Pewsey', 'out at Pewsey', 'at Pewsey'],
   f'{LG}/price|cost|how much|fee|charge|total|delivered price|price delivered|cost delivered|quote|'
   'price including delivery|delivered cost|total cost|costs|bag price|price per bag|log price|logs price|'
   'cost of logs|price of logs|logs cost': gbp(
      95, '£95 delivered', '£95 including delivery', '£95 incl. delivery', '£95 inc delivery', '£95 (delivered)',
      '£95 with delivery', '£95 incl delivery', '£95 delivered (Logs Direct)', 'ninety-five quid delivered',
      '£95 including delivery (Logs Direct)', '£95 inc. delivery', '£95 delivery included', '£95, delivered',
      '£95 (including delivery)', '£95 (incl. delivery)', 'ninety-five pounds delivered')}),
 ("They'll come Friday week and tip it on the drive.", ['new'],
  {f'{LG}/delivery|delivery date|delivery day|when|date|day|delivered|delivered on|arriving|arrives|arrival|coming|'
   'coming on|deliver on|deliver when|delivery when|scheduled|booked|booked for|delivery booked|delivering|'
   'when delivered|when delivering|delivery on|due': [
      'Friday week', 'a week on Friday', 'Friday after next', 'the Friday after next', 'a week Friday',
      'Friday, a week on', 'Fri week', 'Friday week (tip on the drive)', 'Friday week, on the drive',
      'Friday week — tip it on the drive', 'Friday week, tipped on the drive', 'Friday week (tipped on the drive)',
      'a week on Friday (tip on the drive)', 'Friday week, tip it on the drive', 'on Friday week'],
   f'{LG}/where|delivery location|delivery point|tip where|put where|left where|tipped|tip on|tip|drop location|'
   'drop point|placement|dump|dumped|unload|unload where|delivered to|deliver to|where to tip|where to put|'
   'where delivered|leave|left|leave where|drop spot|tipped on|tip it|delivery spot|delivery place|drop|'
   'drop off|drop-off|where to leave|where it goes': [
      'on the drive', 'the drive', 'drive', 'tipped on the drive', 'tip it on the drive', 'driveway', 'on the driveway',
      'tip on the drive', 'tipped onto the drive', 'onto the drive', 'the driveway', 'tip on drive', 'on drive',
      'tipped on drive', 'tip it on the driveway']}),
 ("Mick's rung — he can't do the 3rd now, so it's the 10th, same time. And he wants paying in cash.",
  ['new', 'update'],
  {CD: nth(10, mon='October', more=['10 October, first thing', '10th October first thing', '10 Oct first thing',
                                    'the 10th, same time', '10th October, same time', '10 October (same time)', '10/10',
                                    'the 10th (same time)', '10th, same time', '10th of October, same time',
                                    '10 October, same time', 'the 10th of October (same time)',
                                    '10 October (not the 3rd)', 'the 10th (not the 3rd)']),
   f'{C}/payment|pay|paying|payment method|cash|how to pay|pay by|pay how|payment type|method of payment|pays|terms|'
   'paid|paid in|payment terms|pay in|payment form|wants paying|paid by': [
      'cash', 'in cash', 'cash only', 'paying in cash', 'cash payment', 'pay in cash', 'cash on the day', 'Cash',
      'paid in cash', 'cash please', 'wants cash', 'wants paying in cash', 'cash (Mick wants cash)',
      'he wants paying in cash', 'pay cash', 'cash, on the day']}),
 ("Tell me what I've got for the logs.", ['check'], {}, check(LG)),
 ("He's not promising eight any more — says he'll come once he's finished the job before — so take the time off.",
  ['update'], {CTM: 'DEL'}),
 ("Both, then — sweep and logs.", ['check'], {}, check(C, LG)),
])

# 9 ----------------------------------------------------------------------------------------------------------------
W = ("wills|will|our wills|new wills|proper wills|mirror wills|mirror will|make wills|making wills|make a will|"
     "making a will|make our wills|making our wills|write wills|writing wills|will writing|draw up wills|"
     "drawing up wills|get wills done|get our wills done|sort wills|sort out wills|sort out our wills|sorting wills|"
     "legal wills|will and testament|last will|wills for me and Sam|wills for us|family wills|estate planning|"
     "wills with solicitor|wills appointment|will appointment|solicitor|solicitors|solicitor appointment|"
     "Harper & Lowe|Harper and Lowe|Harper & Lowe wills|wills (Harper & Lowe)|wills project|wills for Sam and me")
WP = (f'{W}/price|cost|fee|fees|charge|how much|quote|total|amount|cost of wills|price of wills|legal fee|legal fees|'
      'solicitor fee|solicitor\'s fee|quoted|rate|charges|bill|estimate|will cost|wills cost|price quoted')
WE = (f'{W}/executors|executor|executors named|who executes|executor names|estate executors|executor choice|'
      'named executors|executors are|chosen executors|executor names chosen|executor list')
FB = ("fireproof box|fire-proof box|fireproof document box|fireproof safe|fireproof document safe|fire safe|"
      "document box|document safe|safe|box|the box|fire box|fireproof lockbox|lock box|lockbox|fire-resistant box|"
      "fire resistant box|fireproof storage|fireproof chest|fireproof case|safe for documents|box for documents|"
      "fireproof box for documents|fireproof box for the wills|box for the wills|buy a fireproof box|"
      "buy fireproof box|get a fireproof box|Sentry box|Sentry|Sentry safe|Sentry fireproof box|deeds box|"
      "document storage|fireproof box (wills)|fireproof box for wills")
CONTENTS = items(['the wills', 'wills', 'our wills', 'the signed wills', 'signed wills'],
                 ['the passports', 'passports', 'our passports'],
                 ['the house deeds', 'house deeds', 'deeds', 'the deeds', 'property deeds'])
sc('h13_will', 'Held-out 13 (issue 14): making wills after a baby and a fireproof box to keep them in', 'A "With the '
   'baby here ... really ought to" opener, a solicitor and price from a friend\'s recommendation in one clause after a '
   'dash, a guardian in a copular "Guardian for ... would be", executors as a fragment after a dash with "and ... '
   'again", a meeting day, time and place as a copular "First meeting\'s", a turn with nothing to record, a second '
   'task begun "Once they\'re signed I want" with what it will hold, a model, shop and price in a "looks the part" '
   'clause, executors changed with "Actually" because of a third party\'s wish ("so make it"), a price withdrawn until '
   'a proper quote ("leave the price off for now", a deletion), a check on the first task, a check over both.', [
 ("With the baby here, Sam and I really ought to make proper wills.", ['new'],
  {W: None,
   f'?{W}/for|people|whose|for whom|testators|parties|clients|who for': [
      'Sam and me', 'me and Sam', 'Sam and I', 'both of us', 'us', 'us both', 'me & Sam', 'Sam & me'],
   f'?{W}/reason|why|because|trigger|note|notes|occasion': [
      'the baby', 'baby', 'new baby', 'baby here', 'now we have the baby', 'with the baby here', 'baby arrived',
      'the baby is here', 'the new baby']}),
 ("A friend put us onto Harper & Lowe — £250 for mirror wills for the pair of us.", ['new'],
  {f'{W}/solicitor|solicitors|firm|who|with|by|law firm|lawyer|lawyers|company|provider|who with|booked with|'
   'will writer|using|done by|legal firm|adviser|advisor|practice|firm name|who\'s doing it|service|chosen solicitor|'
   'business|solicitor name|solicitors firm': [
      'Harper & Lowe', 'Harper and Lowe', 'Harper & Lowe solicitors', 'Harper and Lowe solicitors',
      'Harper & Lowe (recommended by a friend)', 'Harper & Lowe (friend recommended)',
      "Harper & Lowe (friend's recommendation)", 'Harper Lowe', 'Harper&Lowe', 'H&L', 'Harper & Lowe Solicitors',
      'Harper & Lowe (a friend put us onto them)'],
   WP: gbp(250, '£250 for mirror wills', '£250 for both', '£250 for the pair', '£250 (mirror wills, both)',
           '£250 for both of us', '£250 for the pair of us', '£250 for mirror wills for both', '£250 total',
           '£250 mirror wills', '£250 (both)', '£250 for two mirror wills', '£250 for the two of us',
           'two hundred and fifty pounds', '£250 for mirror wills for the pair of us', '£250 (mirror wills)',
           '£250 for both wills', '£250 for mirror wills (both of us)'),
   f'{W}/type|kind|will type|sort|which wills|what kind|style|wills type|form|type of will|type of wills|'
   'kind of will|what sort': [
      'mirror wills', 'mirror', 'mirror will', 'mirror wills for both', 'mirror wills (both of us)',
      'mirror wills for the pair of us', 'mirror wills for both of us', 'mirror wills (x2)', 'two mirror wills'],
   f'?{W}/recommended by|recommendation|referral|found via|put onto by|source': [
      'a friend', 'friend', 'our friend', 'friend recommended', "a friend's recommendation",
      'recommended by a friend']}),
 ("Guardian for Noah would be my sister Claire.", ['new'],
  {f'{W}/guardian|guardians|guardian for Noah|Noah\'s guardian|who looks after Noah|child guardian|guardianship|'
   'guardian of Noah|legal guardian|testamentary guardian|guardian choice|guardian for the baby|baby\'s guardian|'
   'guardian for baby|guardian name|chosen guardian': [
      'Claire', 'my sister Claire', 'Claire (my sister)', 'sister Claire', 'Claire (sister)', 'Claire, my sister',
      'Claire — my sister', 'my sister', 'Claire for Noah', 'Claire (sister) for Noah', 'my sister Claire (for Noah)',
      'Claire (my sister), for Noah'],
   f'?{W}/baby|child|children|kid|son|baby\'s name|child\'s name|dependant|dependants|baby name': [
      'Noah', 'baby Noah']}),
 ("Executors — Sam's brother Ben, and Claire again.", ['new'],
  {WE: ["Ben and Claire", "Ben, Claire", "Claire and Ben", "Ben & Claire", "Sam's brother Ben and Claire",
        "Sam's brother Ben and my sister Claire", "Ben (Sam's brother) and Claire", "Ben (Sam's brother), Claire",
        "Ben (Sam's brother) and Claire (my sister)", "Ben and Claire (again)", "Ben, and Claire again",
        "Ben and Claire (also guardian)", "Ben (Sam's brother) & Claire", "Sam's brother Ben, Claire",
        "Ben (Sam's brother) and Claire (sister)", "Ben and my sister Claire", "Sam's brother Ben and Claire again",
        "Ben (Sam's brother), Claire (sister)", "Ben (Sam's brother) and Claire again",
        "Ben (Sam's brother), Claire (my sister)", "Ben (Sam's brother) and Claire (also guardian)",
        "Sam's brother Ben, and Claire again", "Ben and Claire (sister)", "Ben, Claire (again)"]}),
 ("First meeting's Thursday the 12th at half five, at their office on Bridge Street.", ['new'],
  {f'{W}/date|day|when|appointment|appointment date|meeting|meeting date|first meeting|on|booked|booked for|'
   'scheduled|meeting day|appointment day|date of meeting|consultation|consultation date|first appointment|'
   'meeting on|date booked|first meeting date|meeting when': nth(12, 'Thursday', more=[
      'Thursday', 'Thu', 'Thurs', 'on Thursday', 'Thursday the 12th at half five', 'Thursday 12th, 5:30pm',
      'Thursday 12th at 5.30pm', 'Thu 12th 5.30pm', 'Thursday the 12th, half five', 'Thurs 12th',
      'Thursday 12th at half five', 'Thursday the 12th at 5:30pm', 'Thursday 12th, 5.30pm', 'Thurs the 12th',
      'Thursday 12th 17:30']),
   f'{W}/time|at|meeting time|appointment time|what time|time slot|slot|start time|booked time|time of meeting|'
   'start|meeting at|appointment at|first meeting time': clock(5, 30, more=['half five', 'half 5', 'at half five',
                                                                          '5:30 pm', '17.30', 'half five (5:30pm)']),
   f'{W}/location|where|venue|place|office|address|meeting place|meeting location|meet where|meet at|where to go|'
   'their office|office address|held at|meeting venue|at office|street|meeting where|where meeting': [
      'their office on Bridge Street', 'Bridge Street', 'the office on Bridge Street', 'their office, Bridge Street',
      'Bridge Street office', 'office on Bridge Street', 'Harper & Lowe, Bridge Street',
      'Harper & Lowe office, Bridge Street', "Harper & Lowe's office on Bridge Street", 'Bridge St',
      'their office on Bridge St', 'office on Bridge St', 'at their office on Bridge Street',
      'Bridge Street (their office)', 'their office (Bridge Street)', 'their Bridge Street office',
      'the Bridge Street office', 'Bridge Street offices', 'their office', "Harper & Lowe's office, Bridge Street",
      'Harper & Lowe, Bridge St', 'office, Bridge Street', 'at their office, Bridge Street']}),
 ("Noah's just discovered his own feet — best thing he's ever done, apparently.", [], {}),
 ("Once they're signed I want a fireproof box to keep them in — the passports and the house deeds can go in too.",
  ['new'],
  {FB: None,
   f'{FB}/contents|for|what goes in|items|what|storing|keep|what to keep|to store|holds|contains|'
   'what\'s going in|for what|use|purpose|inside|documents|things to keep|what to put in|put in it|keeping|'
   'what it\'s for|going in|to keep|keep in it|what to store|for storing|papers': CONTENTS,
   f'?{FB}/when|timing|after|once|buy when|buy by|by when|buy after|needed when|needed after': [
      'once the wills are signed', 'after signing', 'once signed', 'after the wills are signed', "once they're signed",
      'after the wills are done', 'when the wills are signed', 'after the wills are signed (once signed)']}),
 ("The Sentry one from Argos looks the part, £45.", ['new'],
  {f'{FB}/model|make|brand|which|which one|product|type|choice|option|make and model|name|pick|chosen|kind|'
   'box model|box|box choice|chosen box': [
      'Sentry', 'the Sentry one', 'Sentry box', 'Sentry fireproof box', 'Sentry safe', 'Sentry (Argos)',
      'Sentry from Argos', 'the Sentry one from Argos', 'Sentry fire safe', 'Sentry document box',
      'Sentry fireproof safe', 'Sentry (from Argos)', 'Sentry one', 'the Sentry'],
   f'{FB}/shop|where|from|store|retailer|seller|buy from|source|vendor|where to buy|buy where|purchase from|'
   'stockist|get from|buy at|shop name|bought from|buying from': ['Argos', 'from Argos', 'at Argos', 'Argos (Sentry)'],
   f'{FB}/price|cost|how much|amount|price tag|budget|spend|total|box price|box cost|cost of box|price of box|costs':
   gbp(45, '£45 at Argos', '£45 from Argos', '£45 (Argos)', 'forty-five quid', '£45 (Sentry)', '£45 (Sentry, Argos)',
       'forty-five pounds')}),
 ("Actually, Claire's said she'd rather not be executor as well as guardian, so make it Ben and my friend Laura.",
  ['update'],
  {WE: ["Ben and Laura", "Ben, Laura", "Laura and Ben", "Ben & Laura", "Ben and my friend Laura",
        "Sam's brother Ben and my friend Laura", "Ben (Sam's brother) and Laura",
        "Ben (Sam's brother) and Laura (friend)", "Ben (Sam's brother), Laura (my friend)", "Ben and Laura (friend)",
        "Ben (Sam's brother) and Laura (my friend)", "Ben and Laura (not Claire)", "Sam's brother Ben and Laura",
        "Ben (Sam's brother) & Laura (friend)", "Ben, and my friend Laura", "Ben and friend Laura",
        "Ben (Sam's brother), Laura", "Ben and Laura, my friend", "Ben (Sam's brother), Laura (friend)",
        "Sam's brother Ben, my friend Laura", "Ben and my friend Laura (not Claire)",
        "Ben (Sam's brother) and my friend Laura", "Ben, Laura (friend)", "Ben and Laura (my friend)",
        "Sam's brother Ben and friend Laura"]}),
 ("The £250 might not stand — they'll quote properly after the first meeting, so leave the price off for now.",
  ['update'], {WP: 'DEL'}),
 ("How's the will side of things looking?", ['check'], {}, check(W)),
 ("Everything on both, please — the wills and the box.", ['check'], {}, check(W, FB)),
])

# 10 ---------------------------------------------------------------------------------------------------------------
E = ("eye exam|eye test|eye exam appointment|eye appointment|eye doctor|eye doctor appointment|optometrist|"
     "optometrist appointment|optician|opticians|optician appointment|eye check|eye checkup|eye check-up|"
     "vision test|vision exam|vision check|eyesight test|sight test|eye testing|eyes|check my eyes|"
     "get my eyes checked|get eyes checked|book eye exam|book an eye exam|schedule eye exam|schedule an eye exam|"
     "annual eye exam|eye exam at Costco|Costco eye exam|Costco eye appointment|Costco optical|eye exam (Costco)|"
     "eye exam booking|eye exam appt|new prescription|prescription check|glasses prescription|eye exam visit")
ED = (f'{E}/date|day|when|appointment|appointment date|appointment day|on|booked|booked for|booking|scheduled|'
      'exam date|exam day|date booked|day booked|appt|appt date|visit|visit date|appointment on')
SG = ("prescription sunglasses|sunglasses|sun glasses|prescription sun glasses|prescription sunnies|sunnies|"
      "Rx sunglasses|Rx sunnies|sunglasses with prescription|prescription shades|shades|new sunglasses|"
      "buy sunglasses|get sunglasses|buy prescription sunglasses|get prescription sunglasses|sunglasses order|"
      "order sunglasses|sunglasses purchase|prescription sunglasses for Hawaii|sunglasses for Hawaii|"
      "Hawaii sunglasses|Ray-Bans|Ray-Ban|Ray-Ban Wayfarers|Wayfarers|Ray-Ban sunglasses|prescription Ray-Bans|"
      "polarized sunglasses|glasses|new glasses|prescription glasses|Rx Ray-Bans|sunglasses (prescription)")
SGD = (f'{SG}/deadline|by|needed by|due|by when|before|when|for|timeframe|need by|target|get by|have by|'
       'deadline date|in time for|trip|ready by|needed for|done by|date needed|before when|target date|need them by')
sc('h13_optician', 'Held-out 13 (issue 14): an eye exam and prescription sunglasses (US English)', 'A first-person '
   'symptom opener in American English ("I\'ve been squinting at my laptop all week, so I\'m pretty sure it\'s time '
   'for"), a turn with nothing to record, a place from the last visit ("so I\'ll just go back there"), a copay as a '
   '"My vision plan covers it apart from" clause, a day and time as "They can see me", a second task begun "And if the '
   'prescription\'s changed I want" with a condition and a deadline from a trip, frames and a lens option as a '
   'fragment with an aside, a quote as a subject clause ("Costco quoted around"), a day moved with "Shoot, ... so I '
   'moved it to ... same time", a check on the second task without a question mark, "Scratch that deadline" because a '
   'trip was postponed (a deletion), a check over both without a question mark.', [
 ("I've been squinting at my laptop all week, so I'm pretty sure it's time for an eye exam.", ['new'],
  {E: None,
   f'?{E}/reason|why|problem|symptom|symptoms|issue|note|notes|because|complaint': [
      'squinting at my laptop', 'squinting at laptop', 'squinting at the laptop all week',
      'squinting at my laptop all week', 'squinting', 'squinting at screen', 'squinting at the laptop',
      'squinting at laptop all week']}),
 ("I swear my laptop screen gets smaller every year.", [], {}),
 ("Last one was like two years ago at Costco, so I'll just go back there.", ['new'],
  {f'{E}/where|location|place|provider|clinic|with|optometrist|eye doctor|booked at|booked with|venue|office|'
   'store|practice|who|optical|shop|exam location|exam at|vision center|which place|exam where|optician': [
      'Costco', 'Costco Optical', 'at Costco', 'Costco optometrist', 'Costco vision center',
      'Costco (same as last time)', 'Costco again', 'back to Costco', 'Costco eye clinic', 'Costco optical center',
      'Costco (last time too)', 'Costco Optical (same as last time)', 'Costco (where I went last time)'],
   f'?{E}/last exam|last|last time|previous exam|last visit|history|last seen|since|last checked|previous': [
      'two years ago', 'like two years ago', 'about two years ago', '2 years ago', 'two years ago at Costco',
      '~2 years ago', 'around two years ago', 'two years', '2 years', 'about 2 years ago', 'roughly two years ago']}),
 ("My vision plan covers it apart from a $10 copay.", ['new'],
  {f'{E}/cost|price|copay|co-pay|how much|fee|charge|insurance|coverage|out of pocket|payment|pay|costs|bill|amount|'
   'price to pay|my cost|vision plan|exam cost|exam price|charges|cost to me|out-of-pocket|insurance cover|'
   'vision insurance|covered': [
      '$10 copay', '$10', '10', '$10 co-pay', '$10 copay (vision plan covers the rest)',
      'covered by vision plan except $10 copay', '$10 copay, rest covered', '$10 copay (rest covered by vision plan)',
      'vision plan covers it, $10 copay', 'vision plan, $10 copay', '$10 (copay)', '10 dollars', '$10.00',
      'ten dollars', '$10 copay with vision plan', 'covered except $10 copay', 'covered apart from $10 copay',
      '$10 out of pocket', 'covered by vision plan ($10 copay)', '$10 copay after vision plan', 'covered, $10 copay',
      '$10 copay (vision plan)', 'vision plan covers it apart from a $10 copay', '$10 copay (rest covered)',
      'covered by vision plan apart from $10 copay', 'vision plan (covers all but $10 copay)', '10 bucks',
      '$10 copay; vision plan covers the rest', 'vision plan covers all but a $10 copay']}),
 ("They can see me Saturday at 11:30.", ['new'],
  {ED: day('Saturday', ['Saturday at 11:30', 'Saturday 11:30am', 'Saturday, 11:30', 'Sat 11:30', 'Sat 11:30am',
                        'Saturday 11:30', 'Saturday at 11:30am', 'Saturday, 11:30am', 'Saturday 11.30am',
                        'Sat at 11:30']),
   f'{E}/time|at|appointment time|what time|time slot|slot|start time|booked time|time of appointment|appt time|'
   'time booked|exam time|appointment at': clock(11, 30, 'am', more=['11:30 a.m.', '11:30 in the morning'])}),
 ("And if the prescription's changed I want prescription sunglasses before Hawaii in March.", ['new'],
  {SG: None,
   SGD: ['before Hawaii in March', 'before Hawaii', 'before March', 'by March', 'March',
         'before the Hawaii trip in March', 'before the Hawaii trip', 'before Hawaii (March)', 'March (Hawaii trip)',
         'by March (Hawaii)', 'for Hawaii in March', 'for Hawaii', 'Hawaii in March', 'for the Hawaii trip',
         'before March (Hawaii)', 'before Hawaii trip in March', 'in time for Hawaii', 'in time for Hawaii in March',
         'before the trip to Hawaii in March', 'by March for Hawaii', 'before the March Hawaii trip',
         'before Hawaii trip (March)', 'before the Hawaii trip (March)', 'Hawaii trip in March',
         'before going to Hawaii in March', 'March, before Hawaii'],
   f'?{SG}/condition|if|only if|depends on|dependency|prerequisite|contingent on|depends|condition for|provided|'
   'conditional on|only if prescription changed': [
      'if the prescription has changed', "if the prescription's changed", 'if prescription changed',
      'depends on the eye exam', 'if new prescription', 'prescription changed', 'only if prescription changed',
      'if my prescription has changed', 'if prescription changes', 'depends on prescription change',
      'depending on the eye exam', 'if the prescription changed', 'only if the prescription has changed']}),
 ("Ray-Ban Wayfarers, polarized — I tried them on last time.", ['new'],
  {f'{SG}/frames|frame|model|style|brand|make|which|which ones|product|choice|option|make and model|pick|chosen|'
   'name|sunglasses|frame style|item|kind|type|frame model|which frames|chosen frames': [
      'Ray-Ban Wayfarers', 'Ray-Ban Wayfarer', 'Ray-Bans', 'Ray-Ban', 'Wayfarers', 'Wayfarer', 'Ray Ban Wayfarers',
      'RayBan Wayfarer', 'Ray-Ban Wayfarers (tried on last time)', 'Ray-Ban Wayfarer frames',
      'Ray-Ban Wayfarers, polarized', 'polarized Ray-Ban Wayfarers', 'Ray-Ban Wayfarers (polarized)',
      'Ray Ban Wayfarer', 'RayBan Wayfarers', 'Ray-Ban Wayfarers (tried them on last time)'],
   f'{SG}/lenses|lens|lens type|polarized|polarised|lens option|lens options|coating|tint|lens coating|lenses type|'
   'lens spec|lens choice|lens treatment|finish|extras|feature|features|lens feature|lens features': [
      'polarized', 'polarised', 'polarized lenses', 'polarised lenses', 'yes', 'Polarized',
      'polarized prescription lenses', 'polarized Rx lenses', 'polarized lens', 'polarized (prescription)'],
   f'?{SG}/note|notes|tried on|tried|already tried|fit checked|tried them on': [
      'tried them on last time', 'tried on last time', 'tried them on', 'already tried on', 'tried on at Costco',
      'tried on previously', 'yes, last time']}),
 ("Costco quoted around $250 with the lenses.", ['new'],
  {f'{SG}/price|cost|quote|how much|quoted|amount|total|estimate|price quote|cost estimate|approx price|rough price|'
   'approximate price|budget|spend|price with lenses|total price|total cost|costs|about|expected cost|quoted price|'
   'quote price': usd(
      250, 'around $250', 'about $250', '~$250', 'approx $250', 'roughly $250', '$250ish', 'around $250 with lenses',
      'about $250 with the lenses', '$250 with lenses', 'around $250 (with lenses)', '$250 including lenses',
      'around $250 including lenses', '$250 at Costco', 'around $250 at Costco', 'around $250 (Costco quote)',
      '$250 (Costco)', 'approx. $250', 'around 250', 'about 250', 'around $250 with the lenses',
      'around $250 incl. lenses', 'around 250 bucks', '~$250 with lenses', 'around $250 (Costco)',
      'around $250 including the lenses', '$250 (with lenses)', 'approx $250 with lenses'),
   f'{SG}/shop|where|from|store|retailer|seller|buy from|source|vendor|where to buy|buy where|purchase from|'
   'stockist|get from|buy at|shop name|optical|quoted by|quote from|supplier|who quoted|quoting': [
      'Costco', 'Costco Optical', 'at Costco', 'from Costco', 'Costco (quote)', 'Costco (quoted)']}),
 ("Shoot, Saturday's my nephew's recital — so I moved it to Sunday, same time.", ['update'],
  {ED: day('Sunday', ['Sunday at 11:30', 'Sunday 11:30am', 'Sunday, same time', 'Sunday (same time)', 'Sunday, 11:30',
                      'Sun 11:30am', 'Sunday at 11:30am', 'Sunday 11:30', 'Sunday 11.30am', 'Sun at 11:30',
                      'Sunday (not Saturday)', 'Sunday instead', 'Sunday, 11:30am', 'Sun 11:30'])}),
 ("Catch me up on the sunglasses.", ['check'], {}, check(SG)),
 ("Scratch that deadline — Hawaii's been pushed back to who-knows-when, so there's no rush.", ['update'],
  {SGD: 'DEL'}),
 ("Run through both for me — eye exam, then sunglasses.", ['check'], {}, check(E, SG)),
])
