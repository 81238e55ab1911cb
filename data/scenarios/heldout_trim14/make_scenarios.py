"""Write the fourteenth held-out TRIM scenarios (issue 14, session 8, blind set) from a compact form: each turn
sets/deletes gold paths; check turns carry the facts an answer must state (every set slot of the tasks asked about,
or of the slots asked about)."""
import re, sys
from itertools import product
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (session 8, blind set h14) by a writer who did not see the rules or the classifier (only "
       "the scorer, compact.py and the h12 format), before any classifier ran on it; ten conversations in domains used "
       "nowhere else; never to be edited after the first run.")
_sc = writer(sys.argv[1], 'held_out', SRC)

WORDS = {1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', 10: 'ten',
         11: 'eleven', 12: 'twelve'}
ABBR = {'Monday': ['Mon'], 'Tuesday': ['Tue', 'Tues'], 'Wednesday': ['Wed', 'Weds'], 'Thursday': ['Thu', 'Thurs'],
        'Friday': ['Fri'], 'Saturday': ['Sat'], 'Sunday': ['Sun']}
def uniq(xs): return list(dict.fromkeys(xs))
def sfx(n): return 'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')
def nth(n, wd=None, mon=None, more=()):
    "Spellings of a day of the month, with its weekday and its month when they were said."
    o = f'{n}{sfx(n)}'
    v = [f'the {o}', o, f'on the {o}', f'by the {o}']
    wds = [wd] + ABBR[wd] if wd else []
    mons = [mon, mon[:3], mon[:3] + '.'] if mon else []
    for w in wds:
        v += [f'{w} the {o}', f'{w} {o}', f'{w} {n}', f'{w}, the {o}', f'{w}, {o}', f'{w} ({o})', f'{o} ({w})',
              f'on {w} the {o}', f'{w} the {n}']
    for m in mons:
        v += [f'{n} {m}', f'{o} {m}', f'{m} {n}', f'{m} {o}', f'the {o} of {m}', f'{o} of {m}', f'by {n} {m}',
              f'by {m} {n}', f'on {n} {m}', f'on {m} {n}']
    for w, m in product(wds, mons):
        v += [f'{w} {n} {m}', f'{w} {o} {m}', f'{w}, {n} {m}', f'{w} the {o} of {m}', f'{w}, {m} {n}', f'{w} {m} {n}',
              f'{w}, {m} {o}', f'{w} {m} {o}']
    return uniq(v + list(more))
def clock(h, m=0, ap='pm', more=()):
    "Spellings of a time of day."
    h24, w, mm, dot = (h + 12 if ap == 'pm' and h != 12 else h), WORDS[h], f'{m:02d}', ap[0] + '.m.'
    if m == 0:
        v = [f'{h}', f'{h}{ap}', f'{h} {ap}', f'{h} {dot}', f'{h}{dot}', f'{h}:00', f'{h}.00', f'{h}:00{ap}',
             f'{h}.00{ap}', f'{h}:00 {ap}', f'{h}.00 {ap}', f'{h}:00 {dot}', f'{h24:02d}:00', f'{h24}:00', f'{h24}.00',
             f"{h} o'clock", f'at {h}', f'at {h}{ap}', f'at {h} {ap}', w, f"{w} o'clock", f'at {w}']
    else:
        v = [f'{h}:{mm}', f'{h}.{mm}', f'{h}:{mm}{ap}', f'{h}.{mm}{ap}', f'{h}:{mm} {ap}', f'{h}.{mm} {ap}',
             f'{h}:{mm} {dot}', f'{h}:{mm}{dot}', f'{h24:02d}:{mm}', f'{h24}:{mm}', f'{h24}.{mm}', f'at {h}:{mm}',
             f'at {h}.{mm}', f'at {h}:{mm}{ap}', f'at {h}.{mm}{ap}']
        nw, nh = WORDS[h % 12 + 1], h % 12 + 1
        v += {10: [f'ten past {w}', f'ten past {h}'], 15: [f'quarter past {w}', f'quarter past {h}',
                                                           f'a quarter past {w}'],
              20: [f'twenty past {w}', f'twenty past {h}', f'20 past {h}'],
              30: [f'half past {w}', f'half past {h}', f'half {w}', f'half {h}'],
              40: [f'twenty to {nw}', f'twenty to {nh}', f'20 to {nh}'],
              45: [f'quarter to {nw}', f'quarter to {nh}', f'a quarter to {nw}'],
              50: [f'ten to {nw}', f'ten to {nh}']}.get(m, [])
    return uniq(v + list(more))
def rng(a, b, ap='pm', more=()):
    "Spellings of a span of hours from a to b o'clock."
    a24, b24, dot = a + 12 if ap == 'pm' and a != 12 else a, b + 12 if ap == 'pm' and b != 12 else b, ap[0] + '.m.'
    v = []
    for s in (' till ', ' to ', ' until ', ' - ', '-', '–', ' – ', ' til ', ' through '):
        v += [f'{a}{s}{b}', f'{a}{s}{b}{ap}', f'{a}{s}{b} {ap}', f'{a}{ap}{s}{b}{ap}', f'{a} {ap}{s}{b} {ap}',
              f'{a}:00{s}{b}:00', f'{a}.00{s}{b}.00', f'{a}:00{ap}{s}{b}:00{ap}', f'{a}{s}{b} {dot}',
              f'{a24}:00{s}{b24}:00', f'{a24:02d}:00{s}{b24:02d}:00']
    v += [f'{WORDS[a]} till {WORDS[b]}', f'{WORDS[a]} to {WORDS[b]}', f'{WORDS[a]} until {WORDS[b]}',
          f'from {a} to {b}', f'from {a} till {b}', f'from {a}{ap} to {b}{ap}', f'from {a} until {b}',
          f'{a} till {b} in the afternoon' if ap == 'pm' and b < 6 else f'{a} to {b} in the evening',
          f'between {a} and {b}', f'{a}{ap}–{b}{ap}', f'{a}–{b}{ap}']
    return uniq(v + list(more))
def money(sym, n, words, *more):
    "Spellings of an amount of money n (sym '£' or '$')."
    s = f'{n:,}' if isinstance(n, int) else f'{n:.2f}'
    v = [f'{sym}{s}', s, f'{s} {words[0]}', f'{sym}{n}', str(n)] + [f'{s} {w}' for w in words[1:]]
    if isinstance(n, int): v += [f'{sym}{s}.00', f'{sym}{n}.00']
    return uniq(v + list(more))
def gbp(n, *more): return money('£', n, ['pounds', 'quid', 'GBP'], *more)
def usd(n, *more): return money('$', n, ['dollars', 'bucks', 'USD'], *more, f'US${n}', f'USD {n}')
def aud(n, *more): return money('$', n, ['dollars', 'bucks', 'AUD'], *more, f'A${n}', f'AUD {n}', f'AU${n}')
def joins(*parts, seps=(' and ', ' + ')):
    "Every list of one spelling from each of parts, joined (the scorer reads ',', '&' and 'and' alike)."
    out = []
    for xs in product(*parts):
        for s in seps: out.append(s.join(xs) if len(xs) < 3 else ', '.join(xs[:-1]) + s + xs[-1])
    return uniq(out)
def forms(bases, *fmts):
    "Each base spelling put through each format ('{}' is the base)."
    return uniq([f.format(b) for b in bases for f in fmts])

def check(*roots): return {'_facts': roots}
def ask(*paths): return {'_ask': paths}
def _word(w):
    "A word without a plural ending, roughly."
    for a, b in (('ies', 'y'), ('sses', 'ss'), ('ches', 'ch'), ('shes', 'sh'), ('xes', 'x')):
        if w.endswith(a): return w[:-len(a)] + b
    return w[:-1] if w.endswith('s') and not w.endswith('ss') and len(w) > 2 else w
def _names(seg): return [' '.join(map(_word, re.sub(r"[^a-z0-9' ]", ' ', a.lower()).split())) for a in seg.split('|')]
def _slots(k): return _names(k.lstrip('?').split('/')[1])
def _lint(st):
    "No two tasks or two slots of one task share a name (roughly as the scorer compares them), no value holds '|'."
    by, roots = {}, [k for k in st if '/' not in k]
    for i, r in enumerate(roots):
        for o in roots[:i]: assert not set(_names(r)) & set(_names(o)), set(_names(r)) & set(_names(o))
    for k, v in st.items():
        if '/' not in k: continue
        r = k.lstrip('?').split('/')[0]
        for other in by.get(r, []):
            both = set(_slots(k)) & set(_slots(other))
            assert not both, f'{k.split("/")[1][:50]} and {other.split("/")[1][:50]} share {both}'
        by.setdefault(r, []).append(k)
        for x in (v if isinstance(v, list) else [v] if v else []): assert '|' not in x, x
def sc(name, title, desc, turns):
    "Write a scenario; check(root, ...) gives as facts every set slot of those roots, ask(path, ...) those slots."
    st, out = {}, []
    assert len(turns) == 12, (name, len(turns))
    for t in turns:
        ch, extra = {k: (uniq(v) if isinstance(v, list) else v) for k,
                     v in t[2].items()}, dict(t[3]) if len(t) > 3 else {}
        for k, v in ch.items():
            if v == 'DEL': st.pop(k)
            else: st[k] = v
        _lint(st)
        fact = lambda k, v: f'{k}=' + '|'.join(v if isinstance(v, list) else [v])
        if '_facts' in extra:
            roots = extra.pop('_facts')
            extra['facts'] = [fact(k, v) for k, v in st.items()
                              if '/' in k and not k.startswith('?') and k.split('/')[0] in roots and v is not None]
        if '_ask' in extra:
            paths = extra.pop('_ask')
            extra['facts'] = [fact(k, st[k]) for k in paths]
        out.append((t[0], t[1], ch, extra))
    _sc(name, title, desc, out)

# 1 ----------------------------------------------------------------------------------------------------------------
B = ('giving blood|give blood|blood donation|donate blood|donating blood|blood donor appointment|donation appointment|'
     'blood appointment|blood donor session|donor session|blood donation appointment|blood session|NHS blood|'
     'NHS Blood and Transplant|blood donor|donation|giving blood appointment|blood donation session|'
     'book to give blood|blood|donate|give blood appointment|blood giving|blood donation booking|donor appointment|'
     'my blood donation|blood donation at the church hall|giving blood at the church hall|church hall donation|'
     'blood drive|blood donation slot|giving blood session|blood donating|donor slot')
BV = (f'{B}/venue|where|location|place|session venue|donation venue|address|site|hall|donor centre|centre|'
      'where to go|location of session|venue name|held at|donation location|session location')
BD = (f'{B}/date|day|when|appointment date|session date|donation date|booked for|on|appointment day|'
      'day of donation|date booked|booking date|scheduled|appointment|donation day|session day|which day')
BT = (f'{B}/time|what time|appointment time|slot|time slot|start time|session time|booked time|donation time|'
      'appointment slot|time of appointment|slot time')
BP = (f'{B}/prep|preparation|before|beforehand|advice|instructions|to do before|tips|reminders|remember|'
      'notes before|before donating|pre-donation|what to do|instructions before|prep notes|beforehand advice|'
      'before appointment|guidance|do beforehand|before I go|pre-donation advice|preparation advice|they said')
BB = (f'{B}/bring|take|to bring|what to bring|things to bring|items to bring|remember to bring|take with|'
      "bring with|need to bring|don't forget|items|documents|ID|take along|card|donor card")
BL = (f'?{B}/card location|where\'s the card|donor card location|location of card|card where|where card is|kept|'
      'where it is|card kept|card is in|card place')
LUNCH = ['have a proper lunch', 'eat a proper lunch', 'a proper lunch', 'proper lunch', 'eat a good lunch',
         'have a good lunch', 'eat properly', 'eat lunch', 'have lunch', 'proper lunch beforehand',
         'eat a proper lunch beforehand', 'have a proper lunch beforehand', 'lunch', 'decent lunch',
         'eat a decent lunch']
WATER = ['drink loads of water', 'drink lots of water', 'loads of water', 'lots of water', 'drink plenty of water',
         'plenty of water', 'drink water', 'water', 'stay hydrated', 'drink plenty', 'lots of fluids',
         'plenty of fluids', 'drink loads', 'hydrate', 'drink lots']
F = ("flu jab|Dad's flu jab|dad's flu jab|flu jab for Dad|flu vaccine|flu vaccination|Dad's flu vaccine|flu shot|"
     "Dad flu jab|flu jab Dad|Dad's flu vaccination|get Dad's flu jab|book Dad's flu jab|jab|flu|Dad's jab|"
     "vaccination|vaccine|flu jab at Boots|Boots flu jab|Dad's flu shot|flu jab (Dad)|Dad|take Dad for flu jab|"
     "Dad flu vaccine|dad jab|flu jab for dad|get Dad jabbed|Dad's vaccination|winter flu jab|Dad's flu jab at Boots|"
     "father's flu jab|flu jab for my dad|my dad's flu jab|take Dad for his flu jab")
FW = (f'{F}/where|place|pharmacy|location|venue|chemist|at|provider|clinic|where to go|shop|get it at|site|'
      'which pharmacy|where to get it|get it from|go to|having it at')
FN = (f'{F}/when|day|walk-in|walk-ins|walk in|walk-in times|walk-in day|walk-in hours|opening|availability|'
      'when to go|day to go|date|go when|hours|walk-in slot|walk-in sessions|days|which day|walk-in days|drop-in|'
      'drop-in times')
FC = (f'{F}/cost|price|fee|how much|charge|costs|payment|pay|price for him|cost to him|paying')
FT = (f'{F}/time|what time|aim for|arrive|arrival time|go at|time to go|target time|time to arrive|around|going at|'
      'leave at|planned time|aim|aiming for|get there|get there at|arrive at|time of day')
FD = (f'{F}/transport|driver|driving|lift|getting there|who takes him|taking him|going with|who\'s taking him|travel|'
      'how getting there|drive|with|accompany|accompanied by|escort|who goes|who drives|getting him there|taking')
sc('h14_blood', 'Held-out 14 (issue 14): giving blood and a father\'s flu jab', 'A booked-and-rusty opener, a venue, '
   'day and time in one fragment, advice reported from "They said", a thing to bring with a guessed location, a turn '
   'with nothing to record, a second task begun "Different thing:" with a pharmacy and a walk-in pattern, a cost with '
   'a reason, a day moved by a third party with "same time", a check on the second task, a driver and an aim time in '
   'one turn, an item to bring withdrawn because of what they said, a check over both.', [
 ("Right, I've finally booked myself in to give blood — first time since uni, so I'm a bit rusty on how it all works.",
  ['new'],
  {B: None,
   f'?{B}/note|history|last time|last donated|previous donation|first time|notes|previous|experience': [
      'first time since uni', 'first since uni', 'last gave blood at uni', 'not since uni',
      'first time since university', 'first time in years', 'last time at uni']}),
 ("It's at the Methodist church hall on Tuesday the 14th, 5.40.", ['new'],
  {BV: ['the Methodist church hall', 'Methodist church hall', 'Methodist Church Hall', 'the Methodist hall',
        'Methodist hall', 'church hall', 'the church hall', 'at the Methodist church hall', 'Methodist church',
        'the Methodist church', 'Methodist Church', 'the Methodist Church Hall', 'Methodist church hall (session)'],
   BD: nth(14, 'Tuesday', more=['Tuesday', 'this Tuesday', 'on Tuesday']),
   BT: clock(5, 40, 'pm')}),
 ("They said to have a proper lunch beforehand and drink loads of water.", ['new'],
  {BP: joins(LUNCH, WATER, seps=(' and ', '; ')) +
   forms(joins(LUNCH[:6], WATER[:6], seps=(' and ',)), '{} beforehand', 'before: {}', '{} before donating')}),
 ("Oh — and bring my donor card, I think it's in the kitchen drawer.", ['new'],
  {BB: ['donor card', 'my donor card', 'blood donor card', 'the donor card', 'donor card (kitchen drawer)',
        'donor card - kitchen drawer', 'donor card, in the kitchen drawer', 'donor card (in the kitchen drawer)',
        'donor card in the kitchen drawer', 'my donor card (kitchen drawer)', 'bring donor card', 'bring my donor card',
        'donor card (probably in the kitchen drawer)', 'donor card — kitchen drawer', 'my donor card (kitchen drawer?)',
        'donor card (kitchen drawer, I think)', 'bring the donor card', 'donor card — in the kitchen drawer'],
   BL: ['kitchen drawer', 'the kitchen drawer', 'in the kitchen drawer', 'kitchen drawer (I think)',
        'probably the kitchen drawer', 'kitchen drawer?', 'probably in the kitchen drawer', 'in the kitchen drawer?']}),
 ("Needles don't bother me, to be fair — it's the free biscuits I'm really going for.", [], {}),
 ("Different thing: Dad's due his flu jab, and Boots on the high street do walk-ins on Thursday mornings.", ['new'],
  {F: None,
   f'?{F}/for|who|patient|for whom|whose|person|who for': ['Dad', 'my dad', 'for Dad', 'father', 'my father'],
   FW: ['Boots on the high street', 'Boots', 'Boots, high street', 'Boots (high street)', 'high street Boots',
        'Boots high street', 'the Boots on the high street', 'Boots on high street', 'Boots pharmacy',
        'Boots in the high street', 'at Boots', 'Boots on the High Street', 'Boots pharmacy on the high street',
        'Boots, High Street', 'Boots (High Street)', 'the high street Boots', 'Boots - high street'],
   FN: ['Thursday mornings', 'Thursday morning', 'Thursdays', 'Thursday', 'Thurs mornings', 'Thu mornings',
        'walk-ins Thursday mornings', 'walk-in Thursday mornings', 'Thursday am', 'Thursday mornings (walk-in)',
        'Thursday mornings, walk-in', 'walk-in on Thursday mornings', 'walk-ins on Thursday mornings', 'Thursday a.m.',
        'Thursdays am', 'Thursday morning walk-in', 'Thursday morning walk-ins', 'Thursday mornings (walk-ins)',
        'Thurs am', 'Thursday mornings - walk-in', 'walk-in, Thursday mornings', 'Thursday mornings, walk-ins',
        'on Thursday mornings', 'a Thursday morning', 'walk-ins, Thursday mornings', 'Thursday mornings walk-in'],
   f'?{F}/type|booking|appointment type|method|booking type|appointment|kind': [
      'walk-in', 'walk in', 'no appointment', 'drop-in', 'walk-ins', 'walk-in (no appointment)',
      'no appointment needed']}),
 ("It's free for him because he's over 65.", ['new'],
  {FC: ['free', 'free (over 65)', 'free, over 65', 'free as over 65', 'free because over 65', 'no charge', '£0',
        'nothing', 'free of charge', 'free for him', 'free - over 65', 'free on the NHS', 'NHS free',
        'free (he is over 65)', "free (he's over 65)", 'free - he is over 65', 'no cost', '0', 'free (over-65)',
        'free because he is over 65', "free because he's over 65", 'free (65+)', 'free for over 65s',
        'free for over-65s', 'free, he is over 65', 'free (NHS, over 65)'],
   f'?{F}/reason free|eligibility|eligible|why free|age|over 65|reason|why|eligible because|qualifies': [
      'over 65', 'he is over 65', "he's over 65", '65+', 'aged over 65', 'over-65', 'over 65s', 'age over 65',
      'eligible (over 65)']}),
 ("The blood service rang — the hall's double-booked, so I've been moved to the Wednesday, same time.", ['update'],
  {BD: nth(15, 'Wednesday', more=['Wednesday', 'the Wednesday', 'this Wednesday', 'on Wednesday', 'Wednesday instead',
                                  'the Wednesday (same time)', 'Wednesday (same time)', 'the Wednesday after',
                                  'the following Wednesday', 'the next day (Wednesday)', 'Wednesday, same time'])}),
 ("What have I got down for Dad's jab so far?", ['check'], {}, check(F)),
 ("He won't go on his own, so I'll drive him over — aim for about ten.", ['new'],
  {FD: ["I'll drive him", 'me driving', "I'm driving him", 'drive him', 'driving him', 'me', 'me (driving)',
        'I drive him', "I'll drive him over", 'drive him over', 'you', "you're driving him", 'you (driving)',
        "you'll drive him", "I'm taking him", 'taking him', "I'll take him", 'me, driving', 'driven by me',
        'lift from me', "I'll give him a lift", 'giving him a lift', 'me to drive', 'drive', 'driving', 'car (me)',
        'me (drive him)', 'you drive him', 'you to drive', 'I take him', 'me to drive him', 'by car, me driving',
        'you drive him over', 'I drive him over', 'me - driving him over', 'driving him over'],
   FT: clock(10, 0, 'am', more=['about ten', 'about 10', 'around 10', 'around ten', 'about 10am', 'around 10am',
                                '~10am', '~10', '10ish', 'ten-ish', "about 10 o'clock", 'roughly 10', 'approx 10am',
                                'approx. 10am', "about ten o'clock", '10am-ish', '10-ish', 'aim for 10',
                                'aim for about ten', 'aiming for 10am', 'about 10 a.m.', 'around 10 a.m.',
                                'aim for about 10am', 'about ten (aim)', 'circa 10am', 'c. 10am'])}),
 ("Actually forget the donor card, they said they can look me up with my date of birth.", ['update'],
  {BB: 'DEL', BL: 'DEL',
   f'?{B}/identify|identification|look up|lookup|check-in|how they find me|check in|ID check|look me up|find me by': [
      'date of birth', 'DOB', 'by date of birth', 'look up by date of birth', 'they look me up by date of birth',
      'look me up with date of birth', 'date of birth (no card needed)', 'by DOB', 'with my date of birth']}),
 ("Go on then, run through both — the blood and Dad's jab.", ['check'], {}, check(B, F)),
])

# 2 ----------------------------------------------------------------------------------------------------------------
Y = ('yard sale|the yard sale|garage sale|our yard sale|yard sale this weekend|rummage sale|yard sale prep|'
     'the garage sale|tag sale|front yard sale|yard sale Saturday|yard sale Sunday|weekend yard sale|'
     'basement clear-out|basement cleanout|clear out the basement|sell stuff|sale|yard-sale|yardsale|garage-sale|'
     'yard sale planning|hold a yard sale|have a yard sale|host yard sale|yard sale day|yard sale event|'
     'declutter sale|stoop sale|a yard sale|yard sale at our place|our garage sale|yard sale this Saturday|'
     'yard sale this Sunday|basement sale')
YD = (f'{Y}/date|day|when|on|sale date|sale day|date of sale|scheduled|happening|day of sale|which day|held on|'
      'scheduled for|planned for|event date')
YS = (f'{Y}/start|start time|starts|starting|begins|begin|opens|opening time|open|from|kick off|time|what time|'
      'starts at|start at|open at|hours|opening|begins at|starting time|open time')
YSG = (f'{Y}/signs|sign|signage|sign location|signs at|where signs|sign placement|put up signs|signs where|poster|'
       'posters|signs location|sign spot|signs go|where to put signs|sign locations')
YAD = (f'{Y}/advertise|advertising|post|post on|posting|promote|promotion|listing|list on|online|advert|ad|'
       'where to post|post it on|announce|announcement|social media|publicize|publicise|marketing|listed on|'
       'advertised on|ads|online post')
YJ = (f'{Y}/with|partner|joining|sharing with|co-host|cohost|also selling|neighbor|neighbour|who else|others|helpers|'
      'helper|joint with|going in with|together with|participants|other sellers|sellers|people|joint sale with|'
      'co-seller|joined by|who')
YJI = f"?{Y}/Jenna selling|Jenna's stuff|her items|Jenna items|Jenna's items|Jenna selling what|her stuff|her things"
C = ('couch|the couch|sell the couch|selling the couch|couch sale|couch listing|list the couch|sofa|sell the sofa|'
     'sectional|gray sectional|the sectional|sell the sectional|sectional sale|Marketplace listing|'
     'Facebook Marketplace|Marketplace|couch on Marketplace|sell couch|sell couch on Marketplace|listing the couch|'
     'list couch|FB Marketplace|couch for sale|sofa sale|sofa listing|Marketplace couch|couch listing on Marketplace|'
     'selling couch|the sofa|sell sectional|grey sectional|couch (Marketplace)|list the couch on Marketplace|'
     'sectional listing|couch Marketplace listing|Facebook Marketplace listing')
CP = (f'{C}/price|asking price|asking|cost|list price|listing price|how much|ask|price asked|listed for|listed at|'
      'amount|sale price|selling price|selling for|price asking|asking for')
CW = (f'{C}/where|platform|site|listed on|sell on|selling on|list on|listing site|marketplace|where listed|'
      'where to sell|venue|channel|website|app|listing on|sell where|via|selling where|posted on|post on')
CI = (f'{C}/item|what|description|which couch|type|couch type|model|piece|details|furniture|style|kind|which one|'
      'what it is|couch description|sofa type|item description|which sofa|what couch')
CD = (f'{C}/condition|damage|flaw|flaws|defect|defects|note|notes|disclose|disclosure|mention|issue|issues|wear|'
      'condition notes|caveat|listing note|mention in listing|known issues|damage note|be upfront about|'
      'listing notes|upfront about|honest about|condition note')
CPAY = (f'{C}/payment|pay|payment method|payment methods|accepts|accepted payment|how to pay|payment options|cash|'
        'terms|accepting|payment type|payments|accepted payments|payment accepted')
def signs():
    out = []
    for c in ('Maple and 5th', 'Maple & 5th', 'Maple and Fifth', 'Maple & Fifth', '5th and Maple', 'Fifth and Maple',
              'Maple St and 5th', 'Maple and 5th Street', 'Maple St and 5th St', 'Maple/5th', 'Maple and 5th St',
              'Maple Street and 5th Street', 'Maple and Fifth Street', 'Maple Ave and 5th'):
        out += [c, f'corner of {c}', f'the corner of {c}', f'at the corner of {c}', f'signs at the corner of {c}',
                f'signs at {c}', f'put up signs at {c}', f'put up signs at the corner of {c}', f'{c} corner',
                f'on the corner of {c}', f'put signs up at the corner of {c}', f'signs on the corner of {c}']
    return out
SECT = ['gray sectional', 'grey sectional', 'the gray sectional', 'the grey sectional', 'gray sectional couch',
        'grey sectional couch', 'gray sectional sofa', 'grey sectional sofa', 'a gray sectional', 'sectional']
CHEW = ['the dog chewed a corner', 'dog chewed a corner', 'dog chewed the corner', 'chewed corner', 'a chewed corner',
        'one corner chewed by the dog', 'corner chewed by dog', 'dog-chewed corner', 'corner chewed by the dog',
        'dog chewed one corner', 'chewed corner (dog)', 'chewed by the dog', 'dog damage to a corner',
        'dog damage on one corner', 'one corner dog-chewed', 'corner chewed', 'dog chewed corner',
        'the dog chewed a corner of it', 'dog chewed a corner of it', 'a corner the dog chewed',
        'corner chewed by the dog (mention in listing)', 'one chewed corner']
def ask_usd(n):
    return usd(n, f'asking ${n}', f'${n} asking', f'${n} asking price', f'${n} ask', f'listed at ${n}',
               f'listing for ${n}', f'${n} (asking)', f'asking price ${n}', f'list at ${n}', f'${n} on Marketplace',
               f'${n} OBO', f'${n} obo', f'${n} or best offer')
sc('h14_yardsale', 'Held-out 14 (issue 14): a yard sale and selling a couch on Marketplace', 'An American "finally '
   'doing" opener with a weekday and date and a reason, a start time with a joke about early birds, signs and an '
   'online post in one turn, a neighbour joining with her items, a second task begun "though" with a platform and a '
   'price, an item and a flaw to disclose, a date pushed for weather, a check on the second task, a price dropped '
   'with a payment condition added (update and new), a neighbour pulling out (delete), a turn with nothing to '
   'record, a check over both.', [
 ("We're finally doing a yard sale this Saturday, the 21st — the basement is out of control.", ['new'],
  {Y: None,
   YD: nth(21, 'Saturday', more=['Saturday', 'this Saturday', 'Sat', 'on Saturday', 'this Saturday, the 21st',
                                 'this Saturday (21st)']),
   f'?{Y}/reason|why|purpose|goal|stuff from|items from|clearing|what|what for|source': [
      'basement', 'clear out the basement', 'clearing the basement', 'basement stuff', 'stuff from the basement',
      'declutter the basement', 'basement is out of control', 'clear the basement', 'basement clear-out']}),
 ("Starting at 8 — the early birds show up at 7 anyway, but they can wait.", ['new'],
  {YS: clock(8, 0, 'am', more=['8 am start', 'starting at 8', 'start at 8', 'starts at 8', '8am start', 'from 8',
                               'from 8am', 'starts 8am', 'starting 8am', 'opens at 8', 'opens 8am']),
   f'?{Y}/early birds|early arrivals|early|early buyers|note|notes': [
      'early birds show up at 7', 'early birds at 7', '7am early birds', 'people come at 7', 'they can wait',
      'early birds can wait', 'early birds show up at 7 but they can wait', 'early birds at 7am (can wait)']}),
 ("I need to put signs up at the corner of Maple and 5th, and post it on Nextdoor.", ['new'],
  {YSG: signs(),
   YAD: ['Nextdoor', 'on Nextdoor', 'post on Nextdoor', 'Nextdoor app', 'Next Door', 'post it on Nextdoor',
         'Nextdoor post', 'the Nextdoor app', 'post to Nextdoor', 'posting on Nextdoor', 'Nextdoor listing',
         'NextDoor', 'nextdoor.com', 'a Nextdoor post']}),
 ("Jenna next door wants to go in on it and put her kids' stuff out too.", ['new'],
  {YJ: ['Jenna', 'Jenna next door', 'Jenna (next door)', 'Jenna from next door', 'Jenna, next door', 'neighbor Jenna',
        'Jenna the neighbor', 'my neighbor Jenna', 'Jenna (neighbor)', "Jenna and her kids' stuff",
        "Jenna (kids' stuff)", "Jenna next door (kids' stuff)", "Jenna - kids' stuff", "Jenna, selling her kids' stuff",
        "Jenna (selling her kids' stuff)", "Jenna next door, with her kids' stuff", 'neighbour Jenna',
        'Jenna (neighbour)', "Jenna next door (her kids' stuff)", "Jenna (next door) - kids' stuff",
        "Jenna next door - her kids' stuff", "Jenna (her kids' stuff)", 'Jenna, the neighbor', 'Jenna next-door',
        "Jenna from next door (kids' stuff)", "Jenna next door, selling her kids' stuff"],
   YJI: ["her kids' stuff", "kids' stuff", 'kids stuff', "her kids' things", "kids' things", "children's stuff",
         "her kids stuff", "her kids' old stuff", "kids' clothes and toys"]}),
 ("The couch isn't going in the sale though. I'm listing it on Marketplace for $250.", ['new'],
  {C: None,
   CP: ask_usd(250),
   CW: ['Marketplace', 'Facebook Marketplace', 'FB Marketplace', 'on Marketplace', 'on Facebook Marketplace',
        'Facebook', 'FB', 'Marketplace (Facebook)', 'facebook marketplace', 'FB marketplace', 'Meta Marketplace',
        'Facebook Market Place', 'FB Market Place', 'on FB Marketplace'],
   f'?{C}/not in yard sale|separate|excluded from sale|not in sale|yard sale|in yard sale|part of yard sale': [
      'not in the yard sale', 'separate from the yard sale', 'no', 'excluded', 'not part of the sale',
      'not in the sale', 'separate', 'not going in the sale', 'sold separately']}),
 ("It's the gray sectional, the one the dog chewed a corner of — I'll be upfront about that in the listing.",
  ['new'],
  {CI: SECT + [f'{s} ({c})' for s in SECT[:6] for c in CHEW[:6]] + [f'{s}, {c}' for s in SECT[:4] for c in CHEW[:6]] +
   [f'{s} with a chewed corner' for s in SECT[:6]] + [f'{s} - {c}' for s in SECT[:4] for c in CHEW[:4]],
   CD: CHEW + forms(CHEW[:12], 'mention {}', "{} (mention it)", '{} - mention in listing', '{}, mention in listing',
                    'be upfront about {}', '{} (be upfront)', '{} (mention in listing)', 'disclose {}',
                    '{} - be upfront', 'mention that {}', '{} (disclose)', '{} — mention in the listing',
                    '{} (say so in the listing)', '{}, be upfront about it')}),
 ("Ugh, they're saying thunderstorms Saturday. Let's push the sale to Sunday the 22nd.", ['update'],
  {YD: nth(22, 'Sunday', more=['Sunday', 'Sun', 'on Sunday', 'Sunday instead', 'this Sunday', 'the Sunday',
                               'Sunday the 22nd instead', 'Sunday 22nd (pushed for storms)'])}),
 ("Can you remind me what I've got for the couch?", ['check'], {}, check(C)),
 ("Nobody's biting at 250, so drop it to 200 — and say cash or Venmo only.", ['update', 'new'],
  {CP: ask_usd(200) + ['drop to $200', 'dropped to $200', 'reduced to $200', '$200 (reduced)', '$200 (dropped)',
                       '$200, reduced', 'now $200', '$200 now'],
   CPAY: ['cash or Venmo only', 'cash or Venmo', 'cash/Venmo', 'cash, Venmo', 'cash or venmo only', 'cash & Venmo',
          'cash and Venmo only', 'cash or Venmo (only)', 'only cash or Venmo', 'cash/Venmo only', 'cash + Venmo',
          'cash and Venmo', 'Venmo or cash', 'Venmo or cash only', 'cash or Venmo, nothing else',
          'cash or Venmo only (no checks)', 'cash, Venmo only', 'cash & Venmo only', 'cash or Venmo accepted',
          'accepts cash or Venmo', 'cash or Venmo payments only', 'cash/Venmo accepted', 'only cash and Venmo',
          'Cash or Venmo only']}),
 ("Jenna's bailing — her in-laws are coming that weekend.", ['update'], {YJ: 'DEL', YJI: 'DEL'}),
 ("My back hurts just thinking about hauling all those boxes up the stairs.", [], {}),
 ("OK, give me the rundown on the yard sale and the couch.", ['check'], {}, check(Y, C)),
])

# 3 ----------------------------------------------------------------------------------------------------------------
H = ("house-sitting|house sitting|housesitting|house-sit|house sit|Pat and Geoff's house|Pat and Geoff's|"
     "number 12|no. 12|neighbours' house|neighbours house|keep an eye on number 12|keep an eye on the house|"
     "keeping an eye on number 12|Pat and Geoff|watch the house|watching the house|neighbours|the neighbours|"
     "mind the house|minding the house|house minding|look after the house|looking after number 12|"
     "look after Pat and Geoff's|house watch|house check|number 12 while they're away|Pat & Geoff's house|"
     "neighbours away|keeping an eye on their place|their place|Pat and Geoff's place|house sitting for Pat and Geoff|"
     "keep an eye on their place|keep an eye on Pat and Geoff's|house-sitting for Pat and Geoff|no 12|No. 12")
HF = (f'{H}/for|whose|whose house|owners|neighbours|for whom|house of|homeowners|which house|house|address|'
      'property|for who|who|owner|householders|neighbour')
HS = (f'{H}/from|start|start date|leave|leaving|they leave|away from|fly out|flying out|departure|departure date|'
      'depart|begins|first day|starts|going|go|out|from when|leaving date|leave date|away date|out on|they go|'
      'go away|going away|away on|flying|fly out date')
HE = (f'{H}/until|till|to|end|end date|back|back on|return|return date|returning|they\'re back|home|home date|'
      'last day|ends|finish|finishes|until when|back date|coming back|due back|return day|they return|back home|'
      'home on')
HK = (f'{H}/key|spare key|key location|where\'s the key|keys|where is the key|key where|house key|key under|'
      'key place|access|getting in|entry|spare|key hidden|hidden key|where key is|key is|spare key location')
HW = (f'{H}/watering|water|plants|tomatoes|greenhouse|plant watering|jobs|tasks|duties|to do|what to do|chores|'
      'water plants|watering schedule|garden|plant care|watering duties|jobs to do|greenhouse tomatoes|job|'
      'watering the tomatoes|water the tomatoes')
HB = (f'{H}/bins|bin|bins out|put bins out|bin collection|rubbish|bin duty|put the bin out|bin out|wheelie bin|'
      'refuse|bin job|bin duties|bins job|putting bins out|the bins')
HBD = (f'?{H}/bin day|bin night|bins day|collection day|bin collection day|bin time|when bins|bins night|'
       'bins when|bin when|bin evening')
HBW = f'?{H}/which bin|bin colour|bin color|colour|which bins|bin type|which one|bin colours'
A = ("airport pickup|airport pick-up|airport run|pick up from airport|pick them up from the airport|"
     "fetch them from the airport|fetch Pat and Geoff|pick up Pat and Geoff|airport collection|collect from airport|"
     "collect Pat and Geoff|Bristol airport pickup|Bristol Airport run|Bristol airport|airport|pickup|pick-up|"
     "lift from airport|airport lift|give them a lift|lift home from airport|collect them|fetch them|airport trip|"
     "drive to airport|Pat and Geoff airport pickup|Pat and Geoff pickup|airport pick up|airport fetch|"
     "pick up at Bristol airport|fetch from airport|fetch them from Bristol Airport|Bristol Airport pick-up|"
     "airport pickup for Pat and Geoff|airport run for Pat and Geoff|collect from Bristol Airport|lift")
AW = (f'{A}/airport|where|which airport|location|pick up from|pickup location|pick-up location|collect from|from|'
      'place|pick-up point|pickup point|meet at|meeting point|terminal|where from|fetch from|pick up at|collect at')
AT = (f'{A}/time|landing time|lands|lands at|arrival time|arrives|arrival|arriving|flight time|what time|eta|'
      'landing|touch down|touchdown|pickup time|pick-up time|get in|gets in|flight lands|landing at|arrive|'
      'arrives at|flight arrives|time landing')
AD = (f'{A}/date|day|when|on|pickup date|pick-up date|date of pickup|landing date|arrival date|flight date|'
      'which day|day of pickup|return date|coming back|back on|date landing|flight day|landing day|arrival day|'
      'pickup day|pick-up day')
def till(n): return nth(n, more=[f'until the {n}{sfx(n)}', f'till the {n}{sfx(n)}', f'back on the {n}{sfx(n)}',
                                 f'back the {n}{sfx(n)}', f'to the {n}{sfx(n)}', f'back {n}{sfx(n)}',
                                 f"they're back on the {n}{sfx(n)}", f'home on the {n}{sfx(n)}'])
def landing(n):
    o = f'{n}{sfx(n)}'
    return nth(n, more=[f'the {o} (night)', f'night of the {o}', f'the night of the {o}', f'{o} at night',
                        f'{o} (evening)', f'evening of the {o}', f'the {o}, at night', f'{o}, night'])
TOMS = ['the tomatoes in the greenhouse', 'tomatoes in the greenhouse', 'greenhouse tomatoes',
        'the greenhouse tomatoes',
        'tomatoes (greenhouse)', 'tomatoes in greenhouse', 'tomatoes', 'the tomatoes', 'greenhouse', 'the greenhouse']
OFTEN = ['every other day', 'every 2 days', 'every two days', 'alternate days', 'on alternate days', 'every second day',
         'every other day (greenhouse)']
GB = ['green bin', 'the green bin', 'green one', 'the green one', 'green wheelie bin', 'bins (green)', 'green bins',
      'bins - green', 'bins (the green one)', 'bins']
WN = ['Wednesday night', 'Weds night', 'Wed night', 'Wednesday evening', 'on Wednesday night', 'Wednesday',
      'Wednesdays', 'Wednesday nights', 'Wed evening', 'Weds evening']
sc('h14_housesit', 'Held-out 14 (issue 14): keeping an eye on the neighbours\' house and an airport pick-up',
   'An older British speaker\'s "have asked me to" opener with the owners and their destination, two dates in one '
   'clause, a key\'s hiding place as a possessive fragment, a watering job and a frequency, a bin job with a contrast '
   '("not the black"), a turn with nothing to record, a second task begun "I\'ve also said" with an airport, a '
   'landing time in words and a date, one change affecting both tasks ("back on the 19th now" with "Same flight '
   'time"), a question on one slot, that slot dropped because of a reason, a check over both.', [
 ("Pat and Geoff at number 12 have asked me to keep an eye on their place while they're in Portugal.", ['new'],
  {H: None,
   HF: ['Pat and Geoff', 'Pat and Geoff at number 12', 'Pat & Geoff', 'Pat and Geoff (number 12)',
        'Pat and Geoff, number 12', 'number 12', 'no. 12', 'Pat and Geoff at no. 12', 'Pat and Geoff, no. 12',
        'Geoff and Pat', 'number 12 (Pat and Geoff)', 'Pat and Geoff at No 12', 'Pat and Geoff (no. 12)',
        'the neighbours at number 12', 'neighbours Pat and Geoff', 'Pat & Geoff (number 12)', 'Pat & Geoff, no. 12',
        'Pat and Geoff - number 12', 'No. 12 (Pat and Geoff)', 'Pat and Geoff at No. 12', 'Pat and Geoff, No 12',
        'Pat and Geoff (No. 12)', 'Pat and Geoff, at number 12', 'Pat and Geoff at number twelve'],
   f'?{H}/away|where they are|destination|holiday|going to|trip|where|away in|travelling to|where they\'re going|'
   'away where': ['Portugal', 'in Portugal', 'holiday in Portugal', 'Portugal trip', 'Portugal (holiday)']}),
 ("They fly out on the 3rd and they're back on the 17th.", ['new'],
  {HS: nth(3, more=['from the 3rd', 'fly out the 3rd', 'flying out on the 3rd', 'leave on the 3rd', 'fly out 3rd',
                    'flying out the 3rd', 'leaving the 3rd', 'they fly out on the 3rd', 'from 3rd']),
   HE: till(17)}),
 ("Spare key's under the blue pot by the back door.", ['new'],
  {HK: forms(['under the blue pot by the back door', 'under the blue pot', 'blue pot by the back door',
              'under blue pot by back door', 'under the blue pot at the back door', 'blue pot, back door',
              'under the blue pot (back door)', 'under the blue plant pot by the back door',
              'under the blue flowerpot by the back door', 'blue pot by back door',
              'under the blue pot next to the back door',
              'under the blue pot near the back door', 'the blue pot by the back door', 'under blue pot, back door',
              'under the blue pot, by the back door', 'under the blue pot by the back door (spare)',
              'under blue pot by the back door', 'blue pot at the back door', 'under the blue pot, back door'],
             '{}', 'spare key {}', 'key {}', 'spare key: {}', 'key: {}')}),
 ("The tomatoes in the greenhouse want watering every other day.", ['new'],
  {HW: TOMS[:8] + forms(TOMS[:8], 'water {}', 'watering {}', 'water {} every other day', 'water {} daily') +
   [f.format(t=t, o=o) for t, o in product(TOMS[:7], OFTEN[:6])
    for f in ('{t} {o}', '{t}, {o}', '{t} ({o})', '{t} - {o}', '{t}: {o}', 'water {t} {o}', 'water {t}, {o}',
              'watering {t} {o}', '{o}: {t}', 'water {t} ({o})', '{t} want watering {o}')],
   f'?{H}/watering frequency|how often|frequency|water how often|watering how often|every': OFTEN +
   ['every 48 hours', 'alternate']}),
 ("And bins out Wednesday night — the green one this time, not the black.", ['new'],
  {HB: [f.format(b=b, w=w) for b, w in product(GB[:7], WN[:7])
        for f in ('{b} out {w}', '{b} {w}', '{b}, {w}', '{b} ({w})', '{w}: {b}', '{w} - {b}', 'put {b} out {w}',
                  '{b} out on {w}', '{b} out {w} (not the black)', '{b} out {w}, not black', '{b} out {w} (not black)',
                  '{b} - {w}', '{w} ({b})', '{b} on {w}')]
   + forms(WN, 'bins out {} (green)', 'bins out {} - green', 'bins {} (green bin)', 'bins out {}, green one',
           'bins out {} (green, not black)', 'bins out {}: green', 'bins out {}, green not black', 'bins out {}'),
   HBD: WN + ['Wednesday night (bins out)'],
   HBW: ['green', 'green bin', 'the green one', 'green (not black)', 'green one', 'the green bin', 'green, not black',
         'green not black', 'green (not the black)', 'the green', 'green bin (not black)']}),
 ("My knees won't thank me for that greenhouse step, I'll tell you that for nothing.", [], {}),
 ("I've also said I'll fetch them from Bristol Airport when they get back.", ['new'],
  {A: None,
   AW: ['Bristol Airport', 'Bristol airport', 'Bristol', 'BRS', 'Bristol Airport arrivals',
        'arrivals at Bristol Airport',
        'Bristol International Airport', 'at Bristol Airport', 'from Bristol Airport', 'Bristol (BRS)',
        'Bristol Airport (BRS)', 'Bristol airport arrivals'],
   f'?{A}/for|passengers|picking up|collecting|for whom|who to pick up|people|pick up who': [
      'Pat and Geoff', 'them', 'Pat & Geoff', 'Geoff and Pat', 'the neighbours', 'Pat and Geoff (number 12)']}),
 ("Their flight lands at twenty to eleven at night, on the 17th.", ['new'],
  {AT: clock(10, 40, 'pm', more=['twenty to eleven at night', '10:40 at night', '10.40 at night', '10:40pm (lands)',
                                 'lands 10:40pm', 'lands at 10:40pm', 'lands at 10.40pm', '10.40pm landing',
                                 'twenty to 11 at night', '10:40 p.m.', '10.40 p.m.', 'lands 10.40pm',
                                 'twenty to eleven (at night)', '10.40pm (night)', '10:40pm at night']),
   AD: landing(17)}),
 ("Geoff's just texted — they're stopping two extra nights, so they're back on the 19th now. Same flight time, "
  "just later.", ['update'],
  {HE: till(19), AD: landing(19)}),
 ("What did I say about the bins again?", ['check'], {}, ask(HB)),
 ("Pat says forget the bins — there's no collection that week anyway.", ['update'],
  {HB: 'DEL', HBD: 'DEL', HBW: 'DEL'}),
 ("Read me back the house-sitting and the airport run, would you?", ['check'], {}, check(H, A)),
])

# 4 ----------------------------------------------------------------------------------------------------------------
T = ("tax return|self-assessment|self assessment|self-assessment return|self assessment tax return|"
     "self-assessment tax return|my tax return|tax|taxes|HMRC|HMRC return|file tax return|filing tax return|"
     "submit tax return|do my tax return|SA return|SA100|tax return filing|file self-assessment|"
     "self-assessment filing|annual tax return|get my self-assessment in|self-assessment submission|tax submission|"
     "income tax return|my self-assessment|do the tax return|tax return for HMRC|HMRC self-assessment|tax filing|"
     "self assessment return|self-assessment tax|the tax return|the self-assessment")
TD = (f'{T}/deadline|due|due date|due by|by|file by|submit by|filing deadline|submission deadline|HMRC deadline|'
      'deadline date|when|date|by when|needs to be in by|send by|in by|cutoff|cut-off|due on|submit before')
TW = (f'{T}/waiting on|waiting for|outstanding|missing|still need|needed|need|to get|chase|awaiting|pending|'
      'missing documents|documents needed|documents outstanding|still waiting on|to chase|missing paperwork|needs|'
      'still to get|outstanding items|still waiting for|documents|paperwork|waiting')
TI = (f'{T}/income|self-employed income|earnings|turnover|illustration income|revenue|income from illustration|'
      'gross income|self-employment income|illustration earnings|freelance income|takings|total income|income total|'
      'earned|amount earned|sales|gross|illustration|illustration work|freelance earnings|income this year')
TX = (f'{T}/expenses|costs|allowable expenses|business expenses|outgoings|expenditure|deductions|expenses total|'
      'total expenses|claimable expenses|expense|spending|expenses claimed|expenses amount|business costs')
TXB = (f'?{T}/expenses breakdown|mostly|what expenses|expense items|breakdown|main expenses|expenses include|'
       'expenses detail|expense details|includes|expenses made up of|expense breakdown|made up of')
TR = (f'{T}/reviewer|check|checked by|checker|review|review by|reviewed by|look over|looking over|accountant|help|'
      'helper|help from|second opinion|check with|who checks|proofread|proofreader|advisor|adviser|looked over by|'
      'cast an eye|checking|review with|who reviews|check before submitting|checked|checks')
P = ("pension|old pension|workplace pension|old workplace pension|lost pension|track down pension|trace pension|"
     "tracing pension|pension tracing|find old pension|find pension|Brightwell pension|Brightwell Insurance pension|"
     "pension from Brightwell|old Brightwell pension|track down old pension|locate pension|locate old pension|"
     "lost workplace pension|pension trace|old job pension|pension from old job|pensions|tracking down the pension|"
     "find the Brightwell pension|trace the Brightwell pension|Brightwell|Brightwell Insurance|old pension pot|"
     "pension pot|lost pension pot|find lost pension|trace old pension|track down the old pension|old work pension")
PE = (f'{P}/employer|from|company|old employer|employer name|which employer|job|old job|firm|workplace|who|'
      'previous employer|worked at|where|former employer|company name|which company|pension from|employer then')
PM = (f'{P}/how|method|use|via|tool|service|next step|next steps|action|to do|plan|how to find|how to trace|route|'
      'tracing service|contact|approach|find via|search via|trace via|using|way|how to track down|track via|'
      'who to contact|tracing method')
PC = f'{P}/cost|price|fee|charge|how much|costs|service cost|tracing cost|fees|cost of tracing|charges'
PY = (f'{P}/years|dates|when|employed|period|employment dates|dates employed|worked there|when employed|'
      'employment period|time there|worked|service dates|years worked|tenure|years there|employment years|'
      'dates at Brightwell|when worked there|duration|years employed|employed from|year|employment')
def about(amt, extra=()):
    "Spellings of a rough amount of pounds (amt an int), e.g. £2,300."
    s, k = f'{amt:,}', f'{amt / 1000:g}k'
    base = [f'£{s}', f'£{amt}', s, str(amt), f'£{k}', k, f'£{k.upper()}', f'{amt:,} pounds', f'£{s}.00']
    return uniq(base + [f'{p}{b}' for p in ('about ', 'roughly ', 'around ', 'approx ', 'approx. ', '~', 'c. ', 'c.',
                                            'approximately ', 'circa ') for b in base[:6]] + list(extra))
LAP = ['new laptop and software subscriptions', 'laptop and software subscriptions', 'laptop, software subscriptions',
       'new laptop, software subscriptions', 'laptop and software', 'laptop & software subscriptions',
       'the new laptop and software subscriptions', 'laptop + software subscriptions', 'new laptop and software',
       'laptop and subscriptions', 'new laptop and software subs', 'laptop and software subs']
FARES = [f'{x}{s}{t}' for x in ['laptop, software subscriptions', 'new laptop, software subscriptions',
                                'laptop, software', 'new laptop, software subscriptions',
                                'laptop, software subs'] for s in (' and ', ' + ')
         for t in ('train fares to the Leeds fair', 'train fares to Leeds fair', 'train fares (Leeds fair)',
                   'train fares to Leeds', 'train fares', 'Leeds fair train fares', 'the Leeds fair train fares',
                   'train to the Leeds fair')]
def exp(amt, items):
    return about(amt, forms(about(amt)[:6], *[f'{{}} ({i})' for i in items[:6]],
                            *[f'{{}}, mostly {i}' for i in items[:4]],
                            *[f'{{}} - mostly {i}' for i in items[:4]], *[f'{{}} (mostly {i})' for i in items[:6]],
                            *[f'{{}} - {i}' for i in items[:4]], *[f'{{}}, {i}' for i in items[:3]]))
sc('h14_taxreturn', 'Held-out 14 (issue 14): a self-assessment tax return and tracing an old workplace pension',
   'A British self-employed speaker: a "need to get in" opener with a deadline "as ever", a document still awaited '
   'with everything else elsewhere, income as "about eighteen and a half grand", expenses with what they mostly are, '
   'a friend offering to check it, a second task begun "While I\'m in a paperwork mood" with an old employer, a '
   'service and a cost in one clause, employment years "if that helps", the awaited document found (delete), '
   'expenses corrected with a reason and a question in one turn (update and check), a turn with nothing to record, '
   'a check over both.', [
 ("I need to get my self-assessment in — deadline's the 31st of January, as ever.", ['new'],
  {T: None,
   TD: nth(31, mon='January', more=['31/1', '31/01', 'end of January', 'by 31st January', 'by the 31st of January',
                                     '31 January deadline', 'the 31st January', '31st January (as ever)'])}),
 ("Still waiting on my P60 from the café job; everything else is in the spreadsheet.", ['new'],
  {TW: forms(['P60 from the café job', 'P60', 'my P60', 'P60 (café job)', 'P60 from café job', 'P60 from the cafe job',
              'P60 (cafe job)', 'café job P60', 'cafe job P60', 'P60 - café job', 'P60, café job', 'P60 from the café',
              'the café P60', 'P60 for the café job', 'P60 from the cafe', 'P60 from cafe job',
              'my P60 from the café job',
              'P60 from café', 'the P60 from the café job', 'P60 (from the café job)', 'P60 – café job'],
             '{}', 'waiting on {}', 'waiting for {}', '{} (waiting)', '{} - still waiting', 'still waiting on {}'),
   f'?{T}/records|spreadsheet|everything else|other records|figures|data|bookkeeping|where figures are|'
   'rest|the rest|other figures|accounts': ['spreadsheet', 'the spreadsheet', 'in the spreadsheet',
                                           'everything else in the spreadsheet', 'all in the spreadsheet',
                                           'rest in the spreadsheet', 'everything else is in the spreadsheet']}),
 ("Illustration work brought in about eighteen and a half grand this year.", ['new'],
  {TI: about(18500, ['eighteen and a half grand', 'about eighteen and a half grand', '18 and a half grand',
                     '18.5 grand', 'about 18.5 grand', '£18,500 (illustration)', 'about £18,500 from illustration',
                     '£18,500 approx', '£18.5k approx', '£18,500 from illustration', '£18,500 illustration income',
                     'about £18,500 (illustration work)', '£18,500 (approx)', '~£18.5k from illustration',
                     'about eighteen and a half thousand', 'eighteen and a half thousand pounds'])}),
 ("Expenses were roughly £2,300, mostly the new laptop and software subscriptions.", ['new'],
  {TX: exp(2300, LAP),
   TXB: LAP + forms(LAP, 'mostly {}', 'mostly the {}', 'mainly {}')}),
 ("My mate Priya's an accountant — she's offered to cast an eye over it before I submit.", ['new'],
  {TR: forms(['Priya', 'my mate Priya', 'Priya (accountant)', 'Priya the accountant', 'Priya, accountant',
              'Priya - accountant', 'Priya (accountant friend)', 'accountant friend Priya', 'my friend Priya',
              'Priya, my accountant mate', 'friend Priya (accountant)', 'Priya (mate, accountant)',
              'Priya (accountant mate)', 'Priya, an accountant', 'mate Priya (accountant)',
              'Priya (my mate, an accountant)',
              'Priya (a mate who is an accountant)', 'Priya (friend, accountant)', 'my accountant mate Priya',
              'Priya (friend who is an accountant)'],
             '{}', '{} to check', '{} to check before submitting', '{} - check before submitting',
             '{} to look over it', '{} to cast an eye over it', '{} (before submitting)', '{} to review',
             '{} will check it', '{} checking', '{} to check it before I submit', '{}, before submitting',
             '{} to check it first', '{} to look it over before I submit')}),
 ("While I'm in a paperwork mood — I've got an old workplace pension from Brightwell Insurance that I've completely "
  "lost track of.", ['new'],
  {P: None,
   PE: ['Brightwell Insurance', 'Brightwell', 'Brightwell Insurance (old employer)', 'at Brightwell Insurance',
        'from Brightwell Insurance', 'Brightwell Ins', 'Brightwell Insurance Ltd', 'Brightwell (old employer)',
        'Brightwell Insurance (former employer)', 'Brightwell Insurance, old job'],
   f'?{P}/status|state|where it is|progress|whereabouts|situation': [
      'lost track of', 'lost', 'lost track', 'unknown', 'lost track of it', 'completely lost track of',
      'lost touch with', 'not sure where it is', 'untraced']}),
 ("Apparently the government's Pension Tracing Service can find out who runs it, and it's free.", ['new'],
  {PM: forms(['Pension Tracing Service', 'the Pension Tracing Service', 'government Pension Tracing Service',
              "the government's Pension Tracing Service", 'the government Pension Tracing Service',
              'gov.uk Pension Tracing Service', 'Pension Tracing Service (gov)', 'Pension Tracing Service (GOV.UK)',
              'Pension Tracing Service (government)', 'government pension tracing service', 'PTS',
              'Pension Tracing Service (PTS)', 'the gov Pension Tracing Service',
              "government's Pension Tracing Service"],
             '{}', 'use {}', 'use the {}', 'via {}', 'via the {}', 'contact {}', 'contact the {}', '{} (free)',
             '{} to find who runs it', '{} - find who runs it', '{} to find out who runs it', 'ask {}',
             '{} to find the provider', '{} to find out who runs the pension', 'try {}', 'trace via {}',
             '{} - find out who runs it', 'use {} (free)', '{} (find who runs it)'),
   PC: ['free', 'free of charge', 'no charge', '£0', 'nothing', '0', 'no cost', 'free (Pension Tracing Service)',
        'free service', "it's free", 'costs nothing', 'free to use', 'Free', 'free (government service)',
        'free - Pension Tracing Service', 'nothing (free)']}),
 ("I was there from 2011 to 2015, if that helps.", ['new'],
  {PY: forms(['2011 to 2015', '2011-2015', '2011–2015', '2011 - 2015', '2011 until 2015', '2011 till 2015',
              '2011 through 2015', '2011-15', '2011 to 15', '2011–15', '2011 - 15', '2011/2015', '2011 – 2015'],
             '{}', 'from {}', '{} (employed)', '{} at Brightwell', 'worked there {}', 'employed {}', '{} (4 years)',
             'there {}', 'worked at Brightwell {}', 'employed at Brightwell {}', '{} (worked there)') +
   ['between 2011 and 2015', 'from 2011 until 2015', 'from 2011 till 2015', '4 years (2011-2015)',
    'four years, 2011 to 2015', '2011 to 2015 (four years)']}),
 ("Found the P60 in my email, so that's not outstanding any more.", ['update'], {TW: 'DEL'}),
 ("Right — expenses should be more like £2,600, I forgot the train fares to the Leeds fair. What's the tax return "
  "looking like now?", ['update', 'check'],
  {TX: exp(2600, FARES[:4] + ['including train fares to the Leeds fair', 'incl. train fares to the Leeds fair',
                              'laptop, software and train fares', 'incl. Leeds fair train fares']) +
   forms(about(2600)[:6], '{} incl. train fares', '{} including train fares', '{} (incl. train fares)',
         '{} including the train fares to the Leeds fair', '{} (including train fares to the Leeds fair)',
         '{} (incl. train fares to the Leeds fair)', '{}, including train fares', '{} inc. train fares',
         '{} (with train fares)', '{} (added train fares to the Leeds fair)', '{} (plus train fares)',
         '{} incl. Leeds fair train fares', '{} (inc train fares to Leeds)', '{} incl train fares'),
   TXB: FARES + forms(FARES, 'mostly {}', 'mainly {}') +
   forms(LAP, '{} plus train fares', '{} plus train fares to the Leeds fair', '{}, plus train fares to the Leeds fair',
         '{} + train fares to the Leeds fair', '{}, plus train fares')},
  check(T)),
 ("Honestly, I'd rather sand my own teeth down than do this every year.", [], {}),
 ("Pension and tax return — all of it, please.", ['check'], {}, check(T, P)),
])

# 5 ----------------------------------------------------------------------------------------------------------------
K = ("food bank|foodbank|food bank volunteering|volunteering at the food bank|volunteer at the food bank|"
     "food bank volunteer|Garth Road food bank|food bank on Garth Road|volunteering|volunteer|food bank shifts|"
     "food bank shift|my food bank shift|Trussell food bank|Trussell Trust food bank|Trussell|"
     "food bank volunteer shifts|volunteering shift|volunteer shifts|foodbank volunteering|food-bank|"
     "food bank on Garth Rd|Garth Road|volunteering at Garth Road|food bank rota|volunteer sorting|"
     "food bank sorting|food bank work|volunteer work|my volunteering|food bank volunteering shifts|"
     "volunteering at the Trussell food bank|Trussell Trust|volunteer shift|food bank volunteer role")
KW = (f'{K}/where|location|venue|place|address|food bank|which food bank|site|at|based|centre|organisation|'
      'charity|branch|organization|where volunteering|volunteering at|volunteer at')
KDAY = (f'{K}/day|days|when|shift|shift day|shifts|slot|rota|which day|volunteering day|regular shift|schedule|'
        'day of week|weekly|rota day|shift pattern|availability|session|sessions|which days|volunteering days')
KR = (f'{K}/role|job|task|doing|duties|duty|what|work|position|what I do|job role|volunteer role|activity|'
      'assigned to|tasks|what doing|volunteering as|doing what')
KH = (f'{K}/hours|time|shift time|shift times|shift hours|what time|start and end|timing|timings|'
      'hours of shift|time slot|times of shift|from-to|shift length|working hours|volunteering hours')
KF = (f'{K}/first shift|first|start|start date|starting|first day|begins|first session|first shift date|starts|'
      'start on|first one|first date|beginning|date|first volunteering|first shift on|start day')
KI = (f'{K}/induction|safeguarding induction|induction time|training|safeguarding|safeguarding training|'
      'induction session|induction at|before first shift|briefing|orientation|training session|safeguarding session|'
      'induction when|safeguarding induction time|training time')
D = ("collection at work|work collection|food bank collection|donation box|collection box|work donation drive|"
     "donation drive|food drive|work food drive|collection|office collection|reception box|box in reception|"
     "food bank box|donations box|work food bank collection|collection for the food bank|food collection|"
     "tins collection|work donations|office food drive|collection point|drop-off box|donation point|"
     "office donation box|collection at the office|workplace collection|set up a collection|work appeal|"
     "food bank appeal|food bank collection at work|collection box at work|donation collection|work collection box|"
     "get a collection going|collection in reception|work donations box")
DW = (f'{D}/where|location|place|box location|spot|site|put where|at|position|box where|placed|venue|'
      'where is the box|box|box placement|where the box goes')
DI = (f'{D}/items|what|collecting|collect|donations|what to collect|accepting|wanted|things|goods|what to donate|'
      'donation items|categories|collecting what|what we collect|types|accepted|asking for|products|for|'
      'items collected|items wanted|what for')
DWN = (f'{D}/when|dates|duration|period|how long|run|running|runs|month|timeframe|time frame|run for|'
       'dates running|running when|length|for how long|date|schedule|time period|runs for|lasts|running for|'
       'run dates|month running')
DP = (f'{D}/priority|priority items|most needed|urgent|urgently needed|needs|needed|shortages|short on|in need|'
      'desperate for|wanted most|top needs|poster|on the poster|poster items|highlight|key items|especially|'
      'particularly|focus|most wanted|needed most|running low|low on|poster text|poster says|urgent items|'
      'poster list|priorities|put on poster|poster highlights|they need')
MILK = ['UHT milk', 'long-life milk', 'UHT milk (long-life)', 'UHT', 'long life milk', 'UHT milk cartons']
MEAT = ['tinned meat', 'canned meat', 'tins of meat', 'tinned meats', 'meat (tinned)']
sc('h14_foodbank', 'Held-out 14 (issue 14): volunteering at a food bank and a collection at work', 'A Scottish '
   'speaker: a "put my name down" opener with an organisation and a street, a weekly slot and a role from "They\'ve '
   'put me on", hours as a verbless copular fragment, a first date and an induction time ("half twelve"), a second '
   'task begun "as well" with a place and items, a month-long run, urgent needs for a poster, a check on the first '
   'task, hours changed at their request with a reason, a turn with nothing to record, one item dropped ("Scrap '
   'the toiletries") with a reason, a check over both.', [
 ("I've put my name down to volunteer at the Trussell food bank on Garth Road.", ['new'],
  {K: None,
   KW: ['Trussell food bank on Garth Road', 'the Trussell food bank on Garth Road', 'Garth Road',
        'Garth Road food bank',
        'the food bank on Garth Road', 'food bank on Garth Road', 'Trussell food bank, Garth Road',
        'Trussell Trust food bank, Garth Road', 'Trussell (Garth Road)', 'Trussell food bank (Garth Road)',
        'Trussell Trust food bank on Garth Road', 'Garth Rd', 'Garth Road (Trussell)', 'on Garth Road',
        'Trussell, Garth Road', 'the Trussell Trust food bank on Garth Road', 'Trussell food bank',
        'the Trussell food bank',
        'Trussell Trust food bank', 'Trussell food bank on Garth Rd', 'Trussell Trust (Garth Road)',
        'Trussell Trust, Garth Road', 'the Garth Road food bank', 'Garth Road Trussell food bank',
        'Trussell Trust food bank (Garth Road)', 'Garth Road (Trussell Trust)']}),
 ("They've put me on Thursday afternoons, sorting the donations.", ['new'],
  {KDAY: ['Thursday afternoons', 'Thursday afternoon', 'Thursdays', 'Thursday', 'Thurs afternoons', 'Thu afternoons',
          'Thursday pm', 'Thursdays pm', 'every Thursday afternoon', 'Thursday afternoons (weekly)',
          'Thursday afternoon shift', 'Thursday afternoon shifts', 'Thursdays, afternoons', 'Thursday p.m.',
          'every Thursday', 'weekly on Thursday afternoons', 'Thursday afternoons weekly', 'Thurs pm',
          'Thursday afternoons, weekly', 'on Thursday afternoons', 'afternoons on Thursdays'],
   KR: ['sorting the donations', 'sorting donations', 'sorting', 'donation sorting', 'sort donations',
        'sort the donations', 'sorting the food donations', 'sorting food donations', 'sorter', 'donations sorting',
        'sorting donated food', 'sorting stock', 'donation sorter', 'sorting donations (warehouse)',
        'sorting the donations in', 'sorting incoming donations']}),
 ("Shift's 1 till 4.", ['new'], {KH: rng(1, 4, 'pm')}),
 ("First one's the 9th, and there's a safeguarding induction before it at half twelve.", ['new'],
  {KF: nth(9, more=['first shift the 9th', 'starting the 9th', 'from the 9th', 'first one the 9th', 'starts the 9th',
                    'first shift on the 9th', 'the 9th (first shift)', 'Thursday the 9th', 'Thursday 9th',
                    'Thurs 9th', 'Thu 9th', 'Thursday the 9th (first shift)']),
   KI: clock(12, 30, 'pm', more=['12.30 induction', 'safeguarding induction at half twelve',
                                 'safeguarding induction 12:30', 'induction at 12:30', '12:30 on the 9th',
                                 'half twelve on the 9th', '12.30pm on the 9th', '12:30pm, before the first shift',
                                 '12:30 before first shift', '12:30 (safeguarding)', 'safeguarding induction at 12:30',
                                 'safeguarding induction, 12.30', '12:30pm safeguarding induction',
                                 'half twelve (safeguarding induction)', '12.30 (before first shift)',
                                 'half 12 on the 9th', 'the 9th at 12:30', '9th, 12:30', '9th at half twelve',
                                 'safeguarding induction at half 12', 'half twelve, before the first shift',
                                 '12.30, before first shift', 'safeguarding induction 12.30pm',
                                 'safeguarding induction at 12.30 on the 9th', 'at half twelve'])}),
 ("I want to get a collection going at work as well — a box in reception for tins and toiletries.", ['new'],
  {D: None,
   DW: ['reception', 'in reception', 'at reception', 'the reception', 'reception at work', 'work reception',
        'box in reception', 'a box in reception', 'reception desk', 'office reception', 'main reception',
        'the box in reception', 'reception (box)', 'reception area', 'box at reception', 'in reception at work'],
   DI: joins(['tins', 'tinned food', 'tinned goods', 'canned food', 'food tins', 'tins of food', 'tinned stuff'],
             ['toiletries', 'toiletry items', 'toiletry products', 'toiletry'], seps=(' and ', ' + ', '/'))
   + ['toiletries and tins', 'tins, toiletries', 'tins and toiletries only', 'tins and toiletries donations',
      'tins and toiletries (box in reception)']}),
 ("I'll run it for the whole of November.", ['new'],
  {DWN: ['November', 'the whole of November', 'all of November', 'all November', 'throughout November', 'for November',
         'for the whole of November', 'Nov', 'whole of November', 'the month of November', 'November (whole month)',
         '1-30 November', 'through November', 'during November', 'November (all month)', 'whole November',
         'the whole month of November', '1st-30th November', '1 to 30 November', 'all through November',
         'for all of November', 'running all of November', 'all month in November', 'November, all month',
         'all month (November)', 'for the month of November', 'the whole of Nov', 'all of Nov']}),
 ("They're desperate for UHT milk and tinned meat, so I'll stick that on the poster.", ['new'],
  {DP: joins(MILK, MEAT) +
   forms(joins(MILK, MEAT, seps=(' and ',)), 'poster: {}', '{} (on poster)', '{} (poster)', '{} - on the poster',
         'put {} on the poster', 'most needed: {}', '{} on the poster', '{} (desperate for)', '{} (most needed)',
         'highlight {}', '{} - most needed', '{} (urgent)', 'urgent: {}', 'desperate for {}')}),
 ("Remind me what I've got for the food bank itself?", ['check'], {}, check(K)),
 ("They've asked if I can do 2 till 5 instead — suits me better with the school run anyway.", ['update'],
  {KH: rng(2, 5, 'pm')}),
 ("My wee one asked if she could come and help, bless her.", [], {}),
 ("Scrap the toiletries, another team's already collecting those.", ['update'],
  {DI: ['tins', 'tinned food', 'tins only', 'just tins', 'tinned food only', 'tinned goods', 'canned food', 'food tins',
        'tins (no toiletries)', 'tins - not toiletries', 'tins, no toiletries', 'just tinned food', 'tinned goods only',
        'tins only (no toiletries)', 'canned goods', 'tins not toiletries', 'tins of food', 'only tins', 'tinned stuff',
        'only tinned food', 'canned food only', 'tins (not toiletries)', 'tinned food (no toiletries)',
        'just tinned goods', 'tins only - no toiletries', 'tins (toiletries dropped)', 'tins — no toiletries']}),
 ("Run me through both — the volunteering and the work collection.", ['check'], {}, check(K, D)),
])

# 6 ----------------------------------------------------------------------------------------------------------------
W = ("pottery class|pottery|wheel-throwing class|wheel throwing class|wheel-throwing|wheel throwing|"
     "beginner wheel-throwing|beginner wheel throwing class|beginners pottery|beginner pottery class|ceramics class|"
     "ceramics|pottery course|wheel class|throwing class|Mudhouse|Mudhouse Studio|Mudhouse class|"
     "Mudhouse Studio class|pottery at Mudhouse|clay class|pottery lessons|pottery lesson|ceramics course|"
     "wheel-throwing course|beginner wheel-throwing class|class at Mudhouse|the class|class|pottery workshop|"
     "intro to wheel throwing|wheel throwing for beginners|beginner ceramics|pottery classes|wheel throwing course|"
     "beginners wheel-throwing class|the pottery class|wheel-throwing class at Mudhouse Studio")
WS = (f'{W}/studio|where|location|venue|place|at|school|provider|held at|studio name|which studio|address|'
      'where is it|run by|class location')
WL = (f'{W}/length|duration|how long|weeks|number of weeks|course length|course duration|sessions|'
      'number of sessions|runs for|term|lasts|how many weeks|program length|programme length|course|weeks long')
WD = (f'{W}/day|days|when|night|which night|class night|weekday|day of week|class day|meets|meeting day|schedule|'
      'which day|nights|evenings|evening|class days|class nights|day of the week')
WT = (f'{W}/time|class time|what time|start and end|timing|session time|time slot|from-to|class hours|'
      'session hours|hours|times of class|class timing')
WST = (f'{W}/start|start date|starts|starting|begins|first class|first session|first lesson|start on|beginning|'
       'date|first date|begin|kicks off|starting date|commences|starts on|first week')
WC = (f'{W}/cost|price|fee|how much|total|course fee|class fee|tuition|total cost|paid|charge|price total|'
      'course cost|class cost|amount|course price|class price|fees')
WI = (f'{W}/included|includes|what\'s included|inclusions|covers|price includes|cost includes|fee includes|'
      'comes with|inclusive of|included in price|extras|including|what it includes|what\'s covered')
WB = (f'{W}/bring|to bring|what to bring|bring with|take|supplies|need to bring|items|what I need|things to bring|'
      'remember to bring|kit|materials to bring|equipment|gear|bring along|take along')
WW = (f'{W}/wear|clothes|clothing|what to wear|dress|attire|outfit|dress code|wear what|clothes to wear|wearing')
G = ("bowls|set of bowls|bowl set|four bowls|bowls for Dana|Dana's bowls|housewarming bowls|housewarming gift|"
     "Dana's housewarming gift|gift for Dana|Dana's gift|Dana gift|present for Dana|Dana's present|make bowls|"
     "make bowls for Dana|make a set of bowls|bowl project|bowls project|gift bowls|handmade bowls|"
     "housewarming present|bowls gift|set of four bowls|six bowls|set of six bowls|bowls for Dana's housewarming|"
     "Dana bowls|Dana|Dana's housewarming|housewarming|gift|the bowls|pottery gift|make Dana bowls|bowl set for Dana|"
     "end goal|goal|pottery goal|bowls for Dana (housewarming)|handmade bowls for Dana|Dana's housewarming bowls")
GN = (f'{G}/how many|number|quantity|count|qty|number of bowls|bowls|set size|how many bowls|amount|pieces|set of|'
      'number to make|bowl count|total|size of set')
GF = (f'{G}/for|recipient|who|for whom|gift for|whose|giving to|present for|to|for who|person|who for')
GO = (f'?{G}/occasion|event|reason|for what|why|purpose|party|what for|celebration|gift type|type of gift|'
      'gift occasion')
GDL = (f'{G}/deadline|by|due|due date|done by|ready by|needed by|by when|finish by|complete by|date|party date|'
       'housewarming date|when|need by|target date|deadline date|date needed|in time for|finished by|ready for')
GG = (f'{G}/glaze|colour|color|glaze colour|glaze color|finish|style|look|glaze choice|which glaze|glaze type|'
      'colours|colors|design|palette|glaze finish|glazing')
def bowls(n):
    w = WORDS[n]
    return [str(n), w, f'{w} bowls', f'{n} bowls', f'set of {w}', f'set of {n}', f'a set of {w}', f'a set of {w} bowls',
            f'a set of {n} bowls', f'set of {n} bowls', f'set of {w} bowls', f'{n}x', f'x{n}', f'{n} pieces',
            f'{n} x bowls',
            f'{n} x bowl', f'{w} (set)', f'{n} (set)']
OAT = ['speckled oatmeal', 'speckled oatmeal glaze', 'oatmeal speckled', 'oatmeal (speckled)', 'oatmeal',
       'speckled-oatmeal', 'oatmeal speckle', 'speckled oatmeal colour', 'speckled oatmeal color', 'speckled oat',
       'oatmeal glaze', 'speckled oatmeal (neutral)']
sc('h14_pottery', 'Held-out 14 (issue 14): a wheel-throwing class and a set of bowls as a housewarming gift',
   'An American exclamation opener with a studio, four facts in one verbless turn ("Six weeks, Tuesday nights 7 to '
   '9, starting ..."), a price "all in" with what it includes, things to bring and wear in a "Gotta" clause, a turn '
   'with nothing to record, a second task begun "End goal is" with a count and a recipient, a deadline from a party '
   'date with a requirement, a tentative glaze ("Thinking a ..."), a check on the first task, the glaze changed with a '
   'reason, a count changed with "make it six", a check over both.', [
 ("Signed up for the beginner wheel-throwing class at Mudhouse Studio!!", ['new'],
  {W: None,
   WS: ['Mudhouse Studio', 'Mudhouse', 'at Mudhouse Studio', 'Mudhouse studio', 'the Mudhouse Studio',
        'Mudhouse Studios',
        'Mud House Studio', 'Mud House', 'Mudhouse Studio (pottery)', 'Mudhouse pottery studio'],
   f'?{W}/level|type|kind|course type|class type|class level|skill level': [
      'beginner', 'beginners', 'beginner wheel-throwing', 'wheel throwing', 'beginner level', 'intro',
      'beginner wheel throwing', 'wheel-throwing', "beginners'", 'beginner (wheel-throwing)']}),
 ("Six weeks, Tuesday nights 7 to 9, starting October 8th.", ['new'],
  {WL: ['six weeks', '6 weeks', '6 wks', 'six-week', '6-week', '6 week course', 'six week course', '6 sessions',
        'six sessions', '6 weekly sessions', 'six weekly sessions', '6 x weekly', '6 Tuesdays', 'six Tuesdays',
        '6-week course', 'six-week course', '6 weeks long', '6 classes', 'six classes', 'six weekly classes',
        '6 weekly classes', 'six wks'],
   WD: ['Tuesday nights', 'Tuesday night', 'Tuesdays', 'Tuesday', 'Tue nights', 'Tues nights', 'Tuesday evenings',
        'Tuesday evening', 'every Tuesday', 'Tuesday nights (weekly)', 'Tuesdays at night', 'every Tuesday night',
        'Tues', 'Tue', 'weekly on Tuesday nights', 'on Tuesday nights', 'Tuesday nights weekly', 'Tues evenings',
        'Tuesday pm', 'Tuesdays (nights)', 'Tuesday nights, weekly', 'weekly, Tuesday nights'],
   WT: rng(7, 9, 'pm'),
   WST: nth(8, mon='October', more=['10/8', 'Tuesday, October 8th', 'Tuesday October 8', 'starting October 8th',
                                    'starts October 8', 'starting Oct 8', 'starts Oct 8th', 'from October 8th',
                                    'October 8th (Tuesday)', 'Tues, Oct 8', 'Tue Oct 8', 'Tuesday, Oct. 8'])}),
 ("$240 all in — clay and firing are included.", ['new'],
  {WC: usd(240, '$240 all in', '$240 total', '$240 (clay and firing included)', '$240 including clay and firing',
           '$240 incl. clay and firing', '$240, clay and firing included', '$240 all-in',
           '$240 total, clay and firing included',
           '$240 with clay and firing', '$240 inclusive', '$240 incl clay & firing', '$240 (all in)', '$240 (all-in)',
           '$240 for the course', '$240 for six weeks', '$240 total (all in)', '$240 for the whole course',
           '$240 all in (clay and firing included)', '$240 all-in (clay & firing)', '$240 incl. clay & firing'),
   WI: ['clay and firing', 'clay and firing included', 'clay & firing', 'clay, firing', 'firing and clay',
        'clay and firings', 'clay and kiln firing', 'clay and firing (included)', 'includes clay and firing',
        'clay + firing', 'clay/firing', 'clay and firing fees', 'clay & firing included', 'clay and firing costs',
        'clay and the firing', 'the clay and firing', 'clay and kiln firings', 'clay, firing included',
        'all clay and firing', 'clay & firings']}),
 ("Gotta bring an old towel and wear clothes I don't mind wrecking.", ['new'],
  {WB: ['an old towel', 'old towel', 'a towel', 'towel', 'an old towel to bring', 'old towel (bring)',
        'bring an old towel',
        'bring old towel', 'bring a towel', 'one old towel', 'old towel to bring', 'the old towel'],
   WW: forms(["clothes I don't mind wrecking", "clothes I don't mind ruining", 'old clothes',
              "clothes you don't mind wrecking",
              "clothes you don't mind ruining", "old clothes I don't mind wrecking", 'clothes that can get wrecked',
              'clothes that can get dirty', 'messy clothes', "clothes I don't care about",
              "old clothes you don't mind ruining",
              "stuff I don't mind wrecking", 'grubby clothes', "clothes I don't mind getting dirty",
              'old clothes (may get wrecked)', 'clothes that might get wrecked', "clothes it doesn't matter if I wreck",
              "clothes you don't mind getting messy", "clothes I don't mind getting messy", 'clothes to wreck',
              'old clothes (can get wrecked)', 'clothes I can wreck', "old stuff I don't mind wrecking",
              "things I don't mind wrecking", "clothes that don't matter"],
             '{}', 'wear {}')}),
 ("Honestly I just wanna make one thing that isn't lopsided lol.", [], {}),
 ("End goal is a set of four bowls for Dana's housewarming.", ['new'],
  {G: None,
   GN: bowls(4),
   GF: ['Dana', "Dana's housewarming", 'for Dana', 'Dana (housewarming)', 'Dana, housewarming', 'Dana - housewarming',
        "Dana's housewarming gift", "Dana (housewarming gift)", 'Dana (for her housewarming)', "Dana's new place",
        'Dana - housewarming gift', "for Dana's housewarming"],
   GO: ['housewarming', "Dana's housewarming", 'housewarming gift', 'housewarming party', 'her housewarming',
        'housewarming present', 'house-warming', 'house warming', "Dana's housewarming party", 'a housewarming',
        'gift for housewarming', 'house-warming gift']}),
 ("Her party's December 14th, so they have to be fired and glazed by then.", ['new'],
  {GDL: nth(14, mon='December', more=['12/14', 'by December 14th', 'by Dec 14', 'December 14 (party)',
                                      'December 14th (housewarming)', 'by her party on December 14th',
                                      'before December 14th', 'fired and glazed by December 14th', 'by December 14',
                                      'before Dec 14', 'Dec 14th', 'Dec. 14th', 'by Dec. 14', 'December 14th (party)',
                                      'Dec 14 (party)', 'by Dec 14th', 'by the party (December 14th)',
                                      'by the party, December 14', 'December 14 (housewarming party)',
                                      'by December 14th (her party)', 'fired and glazed by Dec 14',
                                      'done (fired and glazed) by December 14th', 'by 12/14']),
   f'?{G}/status|requirements|to do|needs|must be|steps|requirement|need to be|state needed|ready state': [
      'fired and glazed', 'fire and glaze', 'glazed and fired', 'fired & glazed', 'fired and glazed by then',
      'fired and glazed by the party', 'must be fired and glazed', 'need firing and glazing', 'firing and glazing']}),
 ("Thinking a speckled oatmeal glaze — she's really into that neutral look.", ['new'],
  {GG: OAT + forms(OAT[:6], '{} (neutral look)', '{}, neutral', '{} - neutral', 'neutral {}', '{} (neutral)',
                   '{} (she likes neutral)', '{} (she likes the neutral look)', '{} (thinking)', '{}?',
                   'thinking {}', 'maybe {}', '{} (maybe)', '{} — neutral look', '{} (tentative)')}),
 ("Remind me about the class? I've already forgotten half of it.", ['check'], {}, check(W)),
 ("Change of plan on the glaze — she just repainted everything sage green, so sage it is.", ['update'],
  {GG: forms(['sage green', 'sage', 'sage green glaze', 'sage glaze', 'sage-green', 'sage (green)',
              'a sage green glaze',
              'green (sage)', 'sage green colour', 'sage green color', 'sage-green glaze', 'sage color', 'sage colour'],
             '{}', '{} (to match her walls)', '{}, to match her repaint', '{} (matches her walls)',
             '{} (she repainted)',
             '{} (matches her new paint)', '{} to match her place', '{} (to match her new decor)',
             '{} — matches her walls',
             '{} (her new color scheme)', '{} (to match her home)')}),
 ("And make it six, her partner's kids will be there too.", ['update'], {GN: bowls(6)}),
 ("Give me everything — class and bowls.", ['check'], {}, check(W, G)),
])

# 7 ----------------------------------------------------------------------------------------------------------------
C = ("stair carpet|stairs carpet|new stair carpet|carpet|new carpet|carpets|recarpet|recarpeting|recarpet the stairs|"
     "carpet for the stairs|carpet the stairs|stairs and landing carpet|stairs and landing|landing carpet|"
     "carpet fitting|carpet fitter|fitting|carpet for stairs and landing|new carpet for the stairs|"
     "stair and landing carpet|Carpetright|Carpetright order|carpet order|stair runner|carpeting|stairs|the stairs|"
     "replace stair carpet|replacing the carpet|new stairs carpet|carpet job|stairs recarpet|carpet install|"
     "carpet installation|recarpeting the stairs|recarpet stairs and landing|recarpeting stairs and landing|"
     "stairs and landing recarpet|new carpet for stairs and landing")
CA = (f'{C}/area|where|rooms|room|which rooms|location|areas|what|parts|scope|what\'s being carpeted|'
      'carpeting where|space|covering|which room|which areas|carpet where|for')
CC = (f'{C}/carpet|type|choice|which carpet|style|product|colour|color|carpet type|carpet choice|chosen|pile|'
      'material|design|range|model|chosen carpet|what carpet|carpet style|selected|carpet colour|carpet chosen')
CS = (f'{C}/shop|from|supplier|store|retailer|where from|bought from|seller|company|where bought|vendor|'
      'ordered from|shop name|purchased from|buying from|buy from|retailer name')
CPR = (f'{C}/price|cost|how much|total|quote|price fitted|fitted price|cost fitted|total cost|amount|paid|budget|'
       'charge|fee|spend|total price|final price|price (fitted)|quoted')
CD2 = (f'{C}/date|fitting date|day|when|fitting day|fitter coming|fitter date|installation date|install date|'
       'fitting|booked for|on|appointment|scheduled|fitting appointment|fit date|install day|fitter visit|'
       'fitter day|date fitted|date of fitting|fitter due|coming on')
CT = (f'{C}/time|what time|fitting time|arrival|arrives|arrival time|start time|time of day|when arriving|'
      'fitter time|coming at|slot|time slot|start|starts|fitter arrives|fitter arrival|arrive')
CU = (f'{C}/old carpet|uplift|prep|preparation|to do|before fitting|our job|we do|take up|remove old carpet|'
      'removal|old carpet removal|take up old carpet|before he comes|job for us|task|tasks|we need to|pull up|'
      'rip up|prep work|uplift old carpet|old carpet uplift|remove old one|get rid of old carpet|disposal|'
      'our task|to do first|first|before')
P = ("hall|hallway|paint the hall|paint the hallway|painting the hall|painting the hallway|hall painting|"
     "hallway painting|repaint the hall|repaint hallway|hall decorating|decorate the hall|decorating the hall|"
     "hallway decorating|hall paint|hallway paint|paint|painting|decorating|redecorate hall|Skimming Stone|"
     "Farrow & Ball|Farrow and Ball|paint job|paint hall|hall redecoration|hallway redecoration|"
     "repainting the hall|repaint the hallway|hall walls|paint the hall walls|hall repaint|hallway repaint|"
     "hall decorating job|paint the hall (Skimming Stone)|hall painting job|painting hall")
PCL = (f'{P}/colour|color|paint colour|paint color|shade|which colour|which paint|paint|paint choice|colour choice|'
       'choice|chosen colour|chosen paint|what paint|product|paint name|colour name|colour chosen|color name')
PQ = (f'{P}/quantity|how much paint|tins|how many tins|number of tins|qty|tins needed|paint needed|how many|cans|'
      'volume|quantity needed|number|count|tin count|how many cans|amount of paint|paint quantity')
PPR = (f'{P}/price|cost|how much|price per tin|cost per tin|per tin|each|price each|unit price|tin price|'
       'paint price|paint cost|cost each|price of paint|cost of paint|price a tin|rate|cost per can|price per can')
PDL = (f'{P}/deadline|by|due|done by|finish by|complete by|by when|when|before|needed by|ready by|timing|date|'
       'target|finish before|must be done by|do before|do by|deadline date|before carpet|when by|finished by')
PH = (f'{P}/helper|help|helping|who|with|help from|helpers|who\'s helping|assistant|people|who helps|cutting in|'
      'cutting-in|painter|painters|team|doing it|who is helping|helped by|helping with|assist|assisted by')
UP = ['take up the old carpet', 'take the old carpet up', 'take up the old one', 'take the old one up',
      'remove the old carpet', 'lift the old carpet', 'pull up the old carpet', 'rip up the old carpet',
      'take up old carpet', 'remove old carpet', 'old carpet up', 'uplift old carpet', 'we take up the old carpet',
      'we remove the old carpet', 'take it up', 'taking up the old carpet', 'removing the old carpet',
      'remove old one', 'lift old carpet', 'pull up old carpet', 'rip up old carpet', 'old carpet removal',
      'uplift the old carpet', 'old carpet uplift', 'take old carpet up', 'get the old carpet up']
F50 = ['(saves £50)', '- saves £50', ', saves £50', 'to save £50', '(saves fifty quid)', '(saving £50)',
       '(£50 saving)', '- saves us £50', ', saves us fifty quid']
SKIM = ['Skimming Stone', 'Farrow & Ball Skimming Stone', 'Farrow and Ball Skimming Stone',
        'Farrow & Ball, Skimming Stone',
        'Skimming Stone (Farrow & Ball)', 'Skimming Stone by Farrow & Ball', 'F&B Skimming Stone',
        'Farrow & Ball - Skimming Stone', 'Skimming Stone, Farrow & Ball', 'Skimming Stone (Farrow and Ball)',
        'Farrow and Ball, Skimming Stone', 'Skimming Stone by Farrow and Ball', 'Farrow & Ball: Skimming Stone',
        'Skimming Stone (F&B)', 'Farrow and Ball - Skimming Stone', 'Skimming Stone - Farrow & Ball']
sc('h14_carpet', 'Held-out 14 (issue 14): a new stair carpet and painting the hallway', 'A British "at last" opener '
   'with an area and a reason, a carpet, shop and fitted price in one "Went for" clause, a fitter\'s day and "first '
   'thing", a job of their own to save money, a second task begun "While the hall\'s empty" with a brand and colour, '
   'a quantity and unit price with an exclamation, a deadline relative to the first task, a check on the second task, '
   'a fitting day moved by the fitter with the time kept, a helper with a reason, a turn with nothing to record, a '
   'check over both.', [
 ("We're getting the stairs and landing recarpeted at last — the old stuff's threadbare.", ['new'],
  {C: None,
   CA: ['stairs and landing', 'the stairs and landing', 'stairs & landing', 'stairs, landing',
        'the stairs and the landing',
        'landing and stairs', 'stairs + landing', 'stairs/landing', 'staircase and landing', 'the landing and stairs',
        'stairs and the landing', 'stair and landing', 'the staircase and landing', 'stairs and upstairs landing'],
   f'?{C}/reason|why|current carpet|old carpet condition|existing carpet|current state|old stuff': [
      'threadbare', 'old carpet threadbare', 'the old stuff is threadbare', 'worn out', 'old one threadbare',
      'old carpet is threadbare', 'old stuff threadbare', 'worn', 'threadbare old carpet']}),
 ("Went for a grey twist pile from Carpetright, £640 fitted.", ['new'],
  {CC: ['grey twist pile', 'a grey twist pile', 'grey twist', 'twist pile, grey', 'grey twist-pile', 'gray twist pile',
        'twist pile (grey)', 'grey twist pile carpet', 'grey, twist pile', 'twist pile in grey', 'grey twist carpet',
        'twist pile grey', 'grey twist pile (Carpetright)', 'gray twist', 'grey twist-pile carpet', 'grey twist piles'],
   CS: ['Carpetright', 'Carpet Right', 'from Carpetright', 'CarpetRight', 'Carpetright (fitted)', 'Carpet right',
        'Carpetright shop', 'at Carpetright'],
   CPR: gbp(640, '£640 fitted', '£640 including fitting', '£640 incl. fitting', '£640 inc fitting', '£640 with fitting',
            '£640 (fitted)', '640 fitted', '£640 fitted price', '£640 incl fitting', '£640 installed',
            '£640 supply and fit', '£640 (supply and fit)', '£640 all in', '£640 (including fitting)',
            '£640 inc. fitting', '£640, fitted', '£640 fitted (Carpetright)', '£640 fitted total',
            '£640 including fitting (Carpetright)', '£640 with fitting included', '£640 total, fitted')}),
 ("Fitter's coming Friday the 6th, first thing.", ['new'],
  {CD2: nth(6, 'Friday', more=['Friday', 'this Friday', 'on Friday', 'Friday 6th (fitting)']),
   CT: ['first thing', 'first thing in the morning', 'early morning', 'morning', 'first thing (morning)', 'early',
        'first thing am', 'first thing a.m.', 'in the morning', 'the morning', 'early am', 'first job',
        'first appointment', 'first thing, morning', 'first thing in the am', 'first job of the day',
        'first thing of the day', 'early in the morning', 'am (first thing)', 'morning (first thing)', 'am',
        'first slot', 'first thing (am)', 'first thing — morning']}),
 ("We've got to take the old one up ourselves before he comes — saves us fifty quid.", ['new'],
  {CU: UP + ['ourselves', 'we do it ourselves', 'us', 'we do it', 'doing it ourselves', 'take it up ourselves',
             'taking it up ourselves', 'removing it ourselves', 'us (saves £50)', 'ourselves (saves £50)',
             'we take it up (saves £50)', 'we take the old one up', 'we take up the old one'] +
   forms(UP, '{} ourselves', '{} before he comes', '{} before the fitter comes', '{} ourselves before he comes',
         '{} ourselves before the fitter comes', '{} before fitting', '{} ourselves before fitting',
         '{} before the fitter arrives', 'we {} ourselves') +
   [f'{u} {s}' for u in UP[:12] + forms(UP[:12], '{} ourselves', '{} before the fitter comes',
                                         '{} ourselves before he comes') for s in F50],
   f'?{C}/saving|saves|discount|uplift saving|money saved|saved|saving from doing it ourselves|save': gbp(
      50, '£50 saved', 'saves £50', 'fifty quid', '£50 saving', 'saves fifty quid', 'saves us £50', 'save £50',
      'saves us fifty quid', '£50 off')}),
 ("While the hall's empty we might as well paint it. I'm thinking Farrow & Ball, Skimming Stone.", ['new'],
  {P: None,
   PCL: SKIM + forms(SKIM, '{} (thinking)', 'thinking {}', '{}?', 'maybe {}', '{} (probably)', '{} (tentative)'),
   f'?{P}/brand|paint brand|make|manufacturer|maker|paint make|supplier|range': [
      'Farrow & Ball', 'Farrow and Ball', 'F&B', 'Farrow & Ball paint', 'Farrow and Ball paint']}),
 ("Two tins should do it, though they're £52 each, blimey.", ['new'],
  {PQ: ['2 tins', 'two tins', '2', 'two', '2 x tins', 'two tins of paint', '2 tins of paint', '2 cans', 'two cans',
        '2x',
        'a couple of tins', 'x2', '2 tins (should do it)', 'two tins should do it', '2 tins should do it',
        '2 x tin', 'two tins (should be enough)', '2 tins (enough)', 'about 2 tins', 'two tins, should do',
        '2 tins needed', 'two tins needed'],
   PPR: gbp(52, '£52 each', '£52 a tin', '£52 per tin', '£52/tin', '52 each', '£52 each tin', '£52 each (£104 total)',
            '£104 total (£52 each)', '£52 per tin (£104 for two)', '£52 a tin (£104 total)', '£52 per tin (£104 total)',
            '£52 each, £104 total', '£52 each (blimey)', '£52 a tin (£104 for two)', '£52 ea', '£52 per can',
            '£52 a can', '52 quid each', '£52 a tin, £104 for both', '£52 each (£104 for both)', '52 pounds each'),
   f'?{P}/total|total cost|paint total|overall cost|total price|cost total|total spend': gbp(
      104, '£104 total', '£104 for two', '£104 (2 x £52)', '£104 for both tins', '£104 for 2 tins')}),
 ("Obviously it's got to be done before the carpet goes down.", ['new'],
  {PDL: forms(['the carpet goes down', 'the carpet is fitted', 'the carpet fitting', 'the carpet', 'carpet fitting',
               'the new carpet goes down', 'the fitter comes', 'the carpet is laid', 'the carpet goes in',
               'carpet goes down', 'fitting', 'the fitting', 'the carpet fitter comes', 'new carpet', 'the new carpet',
               'the carpet arrives', 'carpet is fitted', 'the new carpet is fitted', 'the carpet is down',
               'the carpet fitter arrives', 'new carpet fitted', 'the carpet gets fitted', 'the new carpet is laid',
               'carpet fitted', 'the carpet is put down', 'carpet laid', 'the carpet fitter', 'the fitter'],
              'before {}', 'done before {}', 'finish before {}', 'by {}', 'ahead of {}', 'prior to {}',
              'must be done before {}', 'before {} (obviously)', 'finished before {}', 'paint before {}',
              'to be done before {}', 'needs doing before {}', 'completed before {}')}),
 ("What have I said about the paint so far?", ['check'], {}, check(P)),
 ("The fitter rang — he can do Thursday the 5th instead, still first thing.", ['update'],
  {CD2: nth(5, 'Thursday', more=['Thursday', 'this Thursday', 'on Thursday', 'Thursday instead',
                                 'Thursday the 5th instead', 'Thursday 5th (moved)'])}),
 ("Mum's offered to help with the cutting in — she's got a steadier hand than me.", ['new'],
  {PH: forms(['Mum', 'my mum', 'mum', 'Mom', 'my mom'],
             '{}', '{} (cutting in)', '{}, cutting in', '{} to do the cutting in', '{} helping with the cutting in',
             '{} - cutting in', '{} for the cutting in', '{} helping', '{} doing the cutting in',
             '{} will help with cutting in', '{} helps with the cutting in', '{} - help with cutting in',
             '{} (helping with the cutting in)', '{} to help with cutting in', '{} to help with the cutting in',
             '{} (cutting-in)', '{}, cutting-in', '{} - cutting-in', '{} (steadier hand)',
             '{} (cutting in - steadier hand)', '{}, for the cutting in', '{} (help with cutting in)',
             '{} is helping with the cutting in', '{} (offered to help with the cutting in)', '{} (cutting in help)')}),
 ("The dog's going to lose his mind with all the banging.", [], {}),
 ("Right, the lot please — carpet and hall.", ['check'], {}, check(C, P)),
])

# 8 ----------------------------------------------------------------------------------------------------------------
HC = ("holiday club|summer holiday club|kids' holiday club|holiday club booking|book holiday club|"
      "booking holiday club|Active Kids|Active Kids holiday club|Active Kids camp|summer club|holiday camp|"
      "summer camp|kids club|holiday club for Freya and Alfie|Freya and Alfie's holiday club|"
      "holiday club at the leisure centre|leisure centre holiday club|summer holiday childcare|holiday childcare|"
      "childcare|summer childcare|book the kids into holiday club|kids' summer club|summer holidays club|"
      "holiday scheme|playscheme|play scheme|summer playscheme|holiday club for the kids|the kids' holiday club|"
      "holiday activity club|Active Kids booking|holiday club bookings|kids holiday club|summer holiday club booking")
HCF = (f'{HC}/for|who|kids|children|for whom|which kids|child|attendees|booking for|who for|whose|'
       'participants|for who|which children|booked for')
HCW = (f'{HC}/club|which club|provider|name|where|venue|location|place|at|organiser|run by|company|club name|'
       'scheme|held at|site|which one|organizer|club venue')
HCC = (f'{HC}/cost|price|fee|how much|daily rate|rate|per day|price per day|cost per day|day rate|charge|'
       'daily cost|daily fee|fees|price each|cost each|per child|per child per day|day price|daily price|cost a day')
HCK = (f'{HC}/weeks|which weeks|week|dates|booking weeks|weeks booked|weeks to book|when|weeks needed|'
       'holiday weeks|which week|week numbers|period|booked weeks|summer weeks|weeks of the holidays')
HCD = (f'{HC}/days|which days|day|days of week|days booked|weekdays|days per week|days needed|booking days|'
       'schedule|days attending|attendance|which days of the week|days each week|days of the week|days a week')
HCO = (f'{HC}/booking opens|opens|booking date|bookings open|book on|book from|opening date|booking opening|'
       'book when|when to book|booking starts|registration opens|sign-up opens|booking open|open for booking|'
       'booking|reminder|when bookings open|booking opens on|opening|bookings|bookings open on')
HCA = (f'{HC}/allergy|allergies|medical|medical info|medical needs|health|dietary|dietary needs|medical notes|'
       'form|on the form|note on form|form notes|special needs|additional needs|health info|allergy info|'
       'medical details|allergy details|notes for the club|tell the club|tell them|form details|put on form|'
       'medical information|health needs')
L = ("lift share|lift-share|lift sharing|liftshare|lifts|share lifts|sharing lifts|car share|car-share|car sharing|"
     "carpool|car pool|lift rota|lifts rota|school run|holiday club lifts|lifts to holiday club|lifts with Gemma|"
     "Gemma lift share|lift share with Gemma|sharing lifts with Gemma|rota|driving rota|lift arrangement|"
     "lifts arrangement|drop-off and pick-up|drop off and pick up|transport|holiday club transport|"
     "lifts for holiday club|run rota|lift-share with Gemma|car share with Gemma|lifts plan|lift sharing with Gemma|"
     "holiday club lift share|lift share (Gemma)|share lifts with Gemma|lifts with Gemma for holiday club")
LW = (f'{L}/with|who|partner|sharing with|other parent|parent|share with|other family|lift partner|who with|family|'
      'other mum|co-parent|carpool with|sharing lifts with|lift sharer|other driver|with whom|sharer')
LD = (f'{L}/drop-off|drop off|dropoff|drop-offs|drop offs|mornings|morning|morning run|morning drop-off|takes them|'
      'taking|taking them|am|am run|to club|there|who drops off|drop-off by|drop-off who|morning lifts|'
      'mornings driver|morning driver|dropping off|drops off|morning lift')
LP = (f'{L}/pick-up|pick up|pickup|pick-ups|pick ups|pickups|collection|collecting|collect|afternoons|afternoon|'
      'home|back|who collects|who picks up|pick-up by|afternoon run|pm run|pm|afternoon pick-up|collection who|'
      'pickup who|pick-up driver|picking up|afternoon lift|collections|collects')
LT = (f'{L}/pick-up time|pickup time|pick up time|collection time|collect at|collect time|time|pick-up at|'
      'pickup at|what time|collecting at|home time|finish time|finishes|club finishes|end time|pm time|'
      'afternoon time|collection at|collect them at|finishing time|club finish|pick up at|collecting time')
def weeks(a, b):
    wa, wb, oa, ob = WORDS[a], WORDS[b], f'{a}{sfx(a)}', f'{b}{sfx(b)}'
    oo = {2: 'second', 4: 'fourth', 5: 'fifth'}
    v = [f'weeks {a} and {b}', f'weeks {wa} and {wb}', f'week {a} and week {b}', f'week {wa} and week {wb}',
         f'weeks {a} & {b}', f'weeks {a}, {b}', f'{oa} and {ob} weeks', f'the {oa} and {ob} weeks',
         f'{oo[a]} and {oo[b]} weeks', f'the {oo[a]} and {oo[b]} weeks', f'weeks {a} and {b} of the holidays',
         f'weeks {wa} and {wb} of the holidays', f'week {a}, week {b}', f'wk {a} and wk {b}', f'wks {a} and {b}',
         f'weeks {a}+{b}', f'weeks {a} & {b} of the summer', f'{oa} and {ob} week', f'week {a} & week {b}',
         f'wk {a} & {b}', f'weeks {a} and {b} (Mon-Thu)', f'weeks {a} and {b} of the summer holidays',
         f'{oo[a]} and {oo[b]} week of the holidays', f'weeks {a} and {b} of summer', f'week {a} + week {b}',
         f'wks {a} & {b}', f'week {a} and {b}', f'weeks {a}/{b}', f'weeks {a} + {b}', f'{wa} and {wb}']
    return uniq(v)
PU = ['me', 'I', 'myself', 'you', 'I collect', 'me (collecting)', 'me - pick-up', 'I pick up', 'I do pick-up',
      'I do pick-ups', 'you collect', 'you pick up', 'you do pick-up', 'me (pick-up)', 'me (afternoons)',
      'I collect them', 'you collect them', 'me, collecting', 'mum (me)', 'me (user)', 'I do the collecting',
      'I pick them up', 'you pick them up', 'me: pick-up', 'I collect (afternoons)', 'you (collecting)']
sc('h14_holidayclub', 'Held-out 14 (issue 14): booking a summer holiday club and sharing lifts', 'A British parent: '
   'a "need to get ... booked" opener with two children and an urgency, a provider, venue and per-child daily price, '
   'weeks and days as a fragment, a booking-open date with hearsay, a medical note for the form with a dismay '
   'opener, a turn with nothing to record, a second task begun "so we\'re going to" with another parent, a split of '
   'morning and afternoon runs with a time, one week replaced because it was full, a check on the second task, the '
   'collection time changed because of the club, a check over both.', [
 ("I need to get Freya and Alfie booked into holiday club for the summer before it fills up.", ['new'],
  {HC: None,
   HCF: ['Freya and Alfie', 'Freya & Alfie', 'Alfie and Freya', 'Freya, Alfie', 'both kids', 'the kids',
         'Freya and Alfie (both)', 'both (Freya and Alfie)', 'the kids, Freya and Alfie', 'Freya + Alfie',
         'Alfie & Freya', 'both Freya and Alfie', 'Freya and Alfie (the kids)', 'the kids (Freya and Alfie)'],
   f'?{HC}/urgency|note|book soon|before it fills up|notes|priority|warning|fills up': [
      'before it fills up', 'book before it fills up', 'ASAP', 'soon', 'fills up fast', 'book soon',
      'before it fills', 'fills up', 'book early', 'they go quick', 'fills up quickly']}),
 ("It's the Active Kids one at the leisure centre, £28 a day each.", ['new'],
  {HCW: forms(['Active Kids', 'Active Kids club', 'Active Kids holiday club', 'the Active Kids one',
               'Active Kids scheme'],
              '{}', '{} at the leisure centre', '{} (leisure centre)', '{}, leisure centre', '{} at leisure centre',
              '{} - leisure centre', '{}, at the leisure centre', '{} (at the leisure centre)',
              '{}, the leisure centre',
              '{} - the leisure centre', '{} @ leisure centre', '{} at the local leisure centre') +
   ['the leisure centre', 'leisure centre', 'at the leisure centre', 'leisure centre (Active Kids)',
    'the leisure centre (Active Kids)', 'leisure centre - Active Kids'],
   HCC: ['£28 a day each', '£28 per day each', '£28 a day per child', '£28 per child per day', '£28 per day per child',
         '£28/day each', '£28/day per child', '£28 each per day', '£28 a day', '£28 per day', '£28/day', '£28', '28',
         '£28 per child', '£28 each', '28 a day each', '£28 a day for each', '£28 each a day', '£28 a day each child',
         '£28 per kid per day', '£28 a day per kid', '£28 pppd', '28 quid a day each', '£28 a day, each',
         '£28 daily each', '£28 per day, per child', '£28 per child/day', '£28/child/day', '£28 a child a day',
         '£28 per day (each)', '£28 a day (each)', '£28 per child, per day', '£28.00 a day each',
         '28 pounds a day each',
         '£28 each per day (per child)', '£28 per head per day', '£28 a head a day']}),
 ("Weeks two and four of the holidays, Monday to Thursday.", ['new'],
  {HCK: weeks(2, 4),
   HCD: ['Monday to Thursday', 'Mon to Thu', 'Mon-Thu', 'Mon–Thurs', 'Monday-Thursday', 'Mon-Thurs',
         'Monday to Thursday (4 days)', 'Mondays to Thursdays', 'Mon to Thurs', 'Monday through Thursday',
         'Monday–Thursday', '4 days (Mon-Thu)', 'Mon, Tue, Wed, Thu', 'Monday, Tuesday, Wednesday, Thursday',
         'Monday to Thursday each week', 'Mon-Thu each week', 'Monday till Thursday', 'Mon - Thu', 'Mon - Thurs',
         'Mon–Thu', 'Monday - Thursday', 'Monday to Thursday only', 'Mon to Thurs (4 days)', 'Mon-Thu (4 days)',
         'Monday–Thursday (4 days)', 'Monday to Thursday, 4 days', '4 days a week (Mon-Thu)', 'Mon-Thur',
         'Mon to Thur', 'Monday-Thursday each week']}),
 ("Booking opens on the 1st of June, and they go quick apparently.", ['new'],
  {HCO: nth(1, mon='June', more=['1/6', '01/06', 'opens 1st June', 'opens 1 June', 'from 1 June',
                                 'from the 1st of June',
                                 'booking opens 1 June', 'booking opens 1st June', 'opens on the 1st of June',
                                 '1 June (go quick)', '1st June (they go quick)', '1 June - book early',
                                 '1st June (book quickly)', 'opens 1st June, goes quick', '1 June (book straight away)',
                                 'on the 1st of June'])}),
 ("Oh God, and I need to put Alfie's nut allergy on the form.", ['new'],
  {HCA: forms(["Alfie's nut allergy", 'Alfie - nut allergy', 'Alfie: nut allergy', 'nut allergy (Alfie)',
               'Alfie nut allergy', 'Alfie has a nut allergy', 'Alfie, nut allergy', 'Alfie — nut allergy',
               'nut allergy - Alfie', 'Alfie (nut allergy)', 'nut allergy for Alfie', 'Alfie is allergic to nuts',
               'Alfie: nuts', 'Alfie - nuts', 'Alfie allergic to nuts', 'nut allergy (Alfie only)',
               "Alfie's nut allergy (on form)", 'Alfie – nut allergy', 'Alfie: nut allergy (on the form)'],
              '{}', 'put {} on the form', '{} on the form', '{} - put on form', 'mention {} on the form',
              'form: {}', '{} (put on form)', '{} (on the form)', '{} - on the form', 'note {} on the form')}),
 ("Six weeks off school — whose bright idea was that?", [], {}),
 ("Gemma from Alfie's class is sending hers too, so we're going to share lifts.", ['new'],
  {L: None,
   LW: ['Gemma', "Gemma from Alfie's class", "Gemma (Alfie's class)", "Gemma, Alfie's class", "Gemma - Alfie's class",
        "Gemma (mum from Alfie's class)", "Gemma from Alfie's class (her kids too)", 'Gemma and her kids',
        "Gemma, from Alfie's class", "Gemma (from Alfie's class)", "Gemma (mum in Alfie's class)",
        "Gemma, mum from Alfie's class", "Gemma - mum from Alfie's class", "Gemma (Alfie's classmate's mum)",
        "Gemma from Alfie's class and her kids", "Gemma (Alfie's class) and her kids", "Gemma's family",
        "Gemma (from Alfie's class, sending hers too)", "Gemma, Alfie's class (hers are going too)"]}),
 ("She'll drop them off in the mornings and I'll collect at half four.", ['new'],
  {LD: forms(['Gemma'], '{}', '{} (mornings)', '{} does mornings', '{} in the mornings', '{} drops off',
             '{} - mornings',
             '{} drops them off', '{}, mornings', '{} drops off in the mornings', '{} does drop-off', '{} drop-off',
             '{} does the drop-off', '{} (drop-off)', '{} does the mornings', '{} (morning drop-off)',
             '{} drops them off in the mornings', '{} - drop-off', '{}: mornings', '{} does drop-offs',
             '{} (drop-offs)', '{} takes them', '{} takes them in the morning', '{} (am)', '{} am',
             '{} does morning drop-off', '{} does the morning run', '{} - morning drop-off'),
   LP: PU,
   LT: clock(4, 30, 'pm', more=['4:30 pickup', '4.30 pick-up', 'pick-up 4:30', 'at half four', 'pick up at half four',
                                'collect at half four', 'collect at 4:30', 'collect at 4.30', '4:30 collection',
                                'half four pick-up', 'half four (pick-up)', '4.30pm pick-up', '4:30pm pickup',
                                'collection at 4:30', 'collection at half four'])}),
 ("Week four's already full, so make it weeks two and five.", ['update'], {HCK: weeks(2, 5)}),
 ("What've I got down for the lifts?", ['check'], {}, check(L)),
 ("The club's finishing at 5 now instead of half four, so pick-up's 5.", ['update'],
  {LT: clock(5, 0, 'pm', more=['5pm pick-up', 'pick-up at 5', 'pick up at 5', 'collect at 5', 'collect at 5pm',
                               '5 (club finishes at 5)', '5pm (club finishes)', 'pick-up 5pm', '5pm pickup',
                               'collection at 5', '5:00 pm pickup', '5pm collection', '5 pm pick-up', 'at 5pm',
                               '5pm (was half four)', '5pm now', 'now 5pm', '5 now', 'now 5'])}),
 ("Holiday club and lifts — give me the whole thing.", ['check'], {}, check(HC, L)),
])

# 9 ----------------------------------------------------------------------------------------------------------------
I = ("interview|job interview|Northwind interview|Northwind Logistics interview|second interview|"
     "second-round interview|2nd round interview|second round interview|interview with Northwind|"
     "interview at Northwind|ops manager interview|operations manager interview|Northwind|Northwind Logistics|"
     "job application|Northwind job|ops manager role|operations manager role|interview prep|interview preparation|"
     "panel interview|Zoom interview|round 2 interview|round two interview|the interview|Northwind ops manager|"
     "Northwind Logistics ops manager interview|job interview at Northwind|interview for ops manager|"
     "second-round interview with Northwind|Northwind second round|Northwind Logistics interview (ops manager)|"
     "2nd-round interview|ops manager job|Northwind ops manager interview")
IC = (f'{I}/company|employer|organization|organisation|firm|company name|hiring company|business|who with|'
      'employer name|with company|interviewing with|with')
IR = (f'{I}/role|position|job|job title|title|post|for|job role|role title|position title|which role|'
      'job applied for|opening|applying for|role applied for')
IRD = (f'{I}/round|stage|interview round|which round|interview stage|level|round number|step|phase|'
       'interview number|which interview')
IF = (f'{I}/format|type|interview type|how|medium|platform|video|virtual|location|mode|interview format|via|'
      'call type|method|online|where|at|venue|place|video platform|meeting type|on')
ID = (f'{I}/date|day|when|interview date|interview day|scheduled|date of interview|day of interview|booked for|'
      'scheduled for|which day|appointment|interview when|booked')
IT = (f'{I}/time|what time|start time|interview time|time slot|slot|starts|start|time of interview|begins|'
      'kicks off|starts at|timing|call time|interview starts|start at')
IP = (f'{I}/panel|interviewers|who|interviewing me|panelists|panellists|interview panel|panel members|people|'
      "attendees|who's interviewing|interviewer|meeting with|with whom|panel of|who's on the panel|participants|"
      'panel make-up|panel makeup|who is on the panel|names')
IPR = (f'{I}/presentation|prep|preparation|task|assignment|homework|to prepare|prepare|presentation topic|topic|'
       'deliverable|exercise|case study|prep task|what to prepare|presentation subject|subject|pitch|talk|slides|'
       'prepare presentation|to do|present|presentation task|prep needed|preparation needed')
R = ("references|referees|reference|job references|references for Northwind|line up references|"
     "lining up references|reference checks|reference check|refs|referee list|references list|"
     "contact references|contact referees|ask for references|two references|2 references|references for the job|"
     "Northwind references|references for the interview|reference list|professional references|get references|"
     "arrange references|sort references|referee contacts|my references|reference contacts|notify references|"
     "references for Northwind Logistics|line up referees|referees for Northwind|job referees")
RN = (f'{R}/how many|number|count|quantity|qty|number needed|needed|number of references|how many references|'
      'required|references needed|number of referees|amount|total|how many needed|number required')
RW = (f'{R}/referees|who|people|names|references|contacts|referee names|reference names|persons|list|refs|'
      "individuals|who's giving references|providers|reference givers|giving references|referee|who are they|"
      'reference people|chosen|agreed')
RA = (f'{R}/to do|action|next step|next steps|task|send|send them|send job description|job description|JD|'
      'send JD|prep|brief|briefing|todo|need to|reminder|tell them|share|action item|follow up|follow-up|'
      'actions|tasks|what to send')
VP = ['VP of ops', 'VP of Ops', 'the VP of ops', 'VP of operations', 'the VP of operations', 'VP Ops',
      'VP of Operations',
      'VP, Operations', 'ops VP', 'operations VP']
HR = ['someone from HR', 'HR', 'an HR person', 'HR rep', 'someone in HR', 'HR person', 'HR representative',
      'a person from HR', 'HR (someone)', 'an HR rep', 'someone from human resources', 'human resources']
MC = ['Marcus Chen (regional director)', 'regional director Marcus Chen', 'the regional director, Marcus Chen',
      'Marcus Chen - regional director', 'the regional director Marcus Chen', 'Marcus Chen',
      'regional director (Marcus Chen)',
      'Marcus Chen (Regional Director)', 'Regional Director Marcus Chen', 'Marcus Chen, regional director',
      'Marcus Chen (RD)', 'Marcus Chen – regional director', 'Marcus Chen, the regional director',
      'the regional director (Marcus Chen)', 'Marcus Chen the regional director', 'Marcus Chen, Regional Director']
TOPIC = ['cutting warehouse turnaround times', 'cutting warehouse turnaround time',
         'reducing warehouse turnaround times',
         'reducing warehouse turnaround time', 'warehouse turnaround times', 'warehouse turnaround',
         'cutting turnaround times in the warehouse', 'how to cut warehouse turnaround times',
         'improving warehouse turnaround times', 'lowering warehouse turnaround times', 'cutting warehouse turnaround',
         'warehouse turnaround time', 'cutting turnaround times', 'reducing turnaround times in the warehouse',
         'how to cut warehouse turnaround', 'faster warehouse turnaround']
DEN = ['Denise Ortiz', 'Denise Ortiz (old boss at Cargill)', 'Denise Ortiz (old boss, Cargill)',
       'Denise Ortiz - old boss at Cargill', 'Denise Ortiz (Cargill)', 'Denise Ortiz (former boss, Cargill)',
       'Denise Ortiz (ex-boss at Cargill)', 'Denise Ortiz (former manager at Cargill)',
       'Denise Ortiz (my old boss at Cargill)',
       'Denise Ortiz (Cargill, old boss)', 'Denise Ortiz (old boss)', 'Denise Ortiz (former boss at Cargill)',
       'Denise Ortiz, old boss at Cargill', 'Denise Ortiz (previous boss, Cargill)',
       'Denise Ortiz (old manager, Cargill)',
       'Denise Ortiz (former manager, Cargill)', 'Denise Ortiz – old boss at Cargill']
TOM = ['Tom Becker', 'Tom Becker (current team)', 'Tom Becker, current team', 'Tom Becker (my current team)',
       'Tom Becker - current team', 'Tom Becker (from my current team)', 'Tom Becker (current colleague)',
       'Tom Becker (colleague)', 'Tom Becker, my current team', 'Tom Becker (teammate)', 'Tom Becker (coworker)',
       'Tom Becker (current coworker)', 'Tom Becker (current job)', 'Tom Becker – current team']
PRI = ['Priyanka Shah', 'Priyanka Shah (mentor at Cargill)', 'Priyanka Shah, mentor at Cargill',
       'Priyanka Shah (Cargill mentor)',
       'Priyanka Shah (my mentor at Cargill)', 'Priyanka Shah - mentor at Cargill', 'Priyanka Shah (Cargill)',
       'Priyanka Shah (former mentor, Cargill)', 'Priyanka Shah (old mentor at Cargill)',
       'Priyanka Shah (mentor, Cargill)',
       'Priyanka Shah (mentor)', 'Priyanka Shah (former mentor at Cargill)', 'Priyanka Shah (ex-mentor, Cargill)',
       'Priyanka Shah (Cargill, mentor)', 'Priyanka Shah – mentor at Cargill']
def refs(a, b): return joins(a, b, seps=(' and ',))
SEND = ['send them the job description', 'send the job description', 'send job description', 'send JD', 'send the JD',
        'send them the JD', 'job description', 'send both the job description', 'send them both the job description',
        'email them the job description', 'send referees the job description', 'send the job description to both',
        'send both of them the job description', 'send the job description to them', 'send the JD to both',
        'send the job description to referees', 'email the job description', 'email them the JD',
        'send referees the JD', 'send job description to referees', 'send JD to both', 'share the job description']
def iday(n, wd): return nth(n, wd, more=[wd, ABBR[wd][0], f'on {wd}', f'{wd} (same time)',
                                         f'{wd} the {n}{sfx(n)} at 2:30'])
sc('h14_interview', 'Held-out 14 (issue 14): a second-round job interview and lining up references', 'An American '
   '"So I got" opener with a company, role and round, a platform, day and time with a time zone in one fragment, a '
   'three-person panel listed after a dash, a presentation task with a length and topic, a turn with nothing to '
   'record, a second task begun "They\'ll want" with a count and a condition, two people named with who they are '
   'and their agreement, an action and a deadline with a purpose, the interview moved "up a day", a check on the '
   'first task, a person swapped for another with a reason, a check over both.', [
 ("So I got a second-round interview with Northwind Logistics for the ops manager role!!", ['new'],
  {I: None,
   IC: ['Northwind Logistics', 'Northwind', 'Northwind Logistics Inc', 'with Northwind Logistics',
        'at Northwind Logistics',
        'Northwind Logistics Inc.', 'Northwind Logistics (NWL)', 'Northwind logistics'],
   IR: ['ops manager', 'operations manager', 'ops manager role', 'the ops manager role', 'Operations Manager',
        'Ops Manager',
        'operations manager role', 'ops mgr', 'operations mgr', 'operations manager position', 'ops manager position',
        'Ops Manager role', 'Operations Manager (ops manager)', 'operations manager (ops)', 'ops manager job',
        'operations manager job'],
   IRD: ['second round', 'second-round', '2nd round', 'round 2', 'round two', 'second', '2nd', 'second interview',
         '2nd interview', 'second round interview', '2nd-round', 'round 2 of interviews', 'second stage', '2nd stage',
         'stage 2', 'second-round interview', '2', 'second-round (panel)', 'Round 2', '2nd round interview',
         'stage two', 'the second round', 'second round of interviews']}),
 ("It's on Zoom, Wednesday the 12th at 2:30 Eastern.", ['new'],
  {IF: ['Zoom', 'on Zoom', 'Zoom call', 'via Zoom', 'Zoom video call', 'video call (Zoom)', 'Zoom meeting',
        'virtual (Zoom)',
        'online (Zoom)', 'Zoom (virtual)', 'Zoom interview', 'video (Zoom)', 'remote via Zoom', 'Zoom - virtual',
        'over Zoom', 'video call on Zoom', 'virtual, Zoom', 'Zoom video', 'remote (Zoom)', 'Zoom (video)',
        'Zoom video interview'],
   ID: iday(12, 'Wednesday'),
   IT: clock(2, 30, 'pm', more=[f'{t}{z}' for t in ('2:30', '2:30pm', '2:30 pm', '2.30', '2.30pm', '2:30 p.m.', '14:30',
                                                     'half past two', 'at 2:30', 'at 2:30pm')
                                for z in (' Eastern', ' ET', ' EST', ' EDT', ' Eastern time', ' (Eastern)', ' (ET)',
                                          ' Eastern Time', ' (Eastern time)', ' (EST)', ' (EDT)', ' US Eastern')]),
   f'?{I}/time zone|timezone|tz|zone|time-zone': ['Eastern', 'ET', 'EST', 'EDT', 'Eastern time', 'US Eastern',
                                                  'Eastern Time', 'Eastern (ET)']}),
 ("Panel of three — the VP of ops, someone from HR, and the regional director, Marcus Chen.", ['new'],
  {IP: joins(VP[:6], HR[:6], MC[:8], seps=(' and ',)) +
   forms(joins(VP[:3], HR[:3], MC[:4], seps=(' and ',)), 'panel of three: {}', 'panel of 3: {}', '3: {}',
         'three: {}', '{} (panel of three)', '{} (panel of 3)'),
   f'?{I}/panel size|number of interviewers|how many|panel count|size|how many interviewers|panel number|'
   'number on panel|panel of how many': ['3', 'three', 'panel of three', 'panel of 3', 'three people', '3 people',
                                         '3 interviewers', 'three interviewers', '3-person panel',
                                         'three-person panel']}),
 ("They want me to prep a 10-minute presentation on cutting warehouse turnaround times.", ['new'],
  {IPR: forms(TOPIC, '10-minute presentation on {}', '10 minute presentation on {}', '10-min presentation on {}',
              '10 min presentation on {}', 'a 10-minute presentation on {}', '{} (10 min)', '{} (10 minutes)',
              '{} - 10 min', '{}, 10 minutes', '10 mins on {}', '10-minute presentation: {}', 'presentation on {}',
              '{}', '10-minute talk on {}', 'ten-minute presentation on {}', '{} presentation (10 min)',
              'prep a 10-minute presentation on {}', '10-min presentation: {}', '{} (10-minute presentation)',
              '10 minutes on {}', 'a presentation on {}', '{} (10 mins)', '{} — 10 min presentation',
              '{} (10-min presentation)', '10 min presentation: {}', '10-minute presentation about {}',
              'presentation about {}', 'prepare a 10-minute presentation on {}', '{} - 10-minute presentation',
              '{} – 10 minutes', '10 minute presentation: {}', 'presentation: {} (10 min)',
              'presentation: {} (10 minutes)', '10-minute presentation on {} (prep)'),
   f'?{I}/presentation length|length|duration|how long|presentation time|minutes|presentation duration|'
   'talk length|presentation minutes': ['10 minutes', '10 min', '10-minute', 'ten minutes', '10 mins', '10-min',
                                        '10m', '10', 'ten']}),
 ("I'm so nervous I reorganized my entire closet last night instead of prepping.", [], {}),
 ("They'll want two references if it goes well.", ['new'],
  {R: None,
   RN: ['2', 'two', 'two references', '2 references', 'two referees', '2 referees', 'two needed', '2 needed', '2 refs',
        'two refs', '2 (if it goes well)', 'two (if it goes well)', 'two references (if it goes well)',
        '2 references if it goes well', 'two if it goes well', '2 if it goes well'],
   f'?{R}/when needed|condition|if|needed when|trigger|timing|when|when required|needed if|only if|stage': [
      'if it goes well', 'if the interview goes well', 'after the interview', 'if I progress', 'if successful',
      'if it goes well (after interview)', 'if the interview goes well (after)', 'if it goes well at interview']}),
 ("Denise Ortiz, my old boss at Cargill, and Tom Becker from my current team — both said yes.", ['new'],
  {RW: refs(DEN, TOM) + forms(refs(DEN[:5], TOM[:5]), '{} (both said yes)', '{} - both said yes', '{} (both agreed)',
                              '{} (both confirmed)', '{}, both said yes'),
   f'?{R}/status|confirmed|said yes|agreed to|yes|both agreed|agreement|state|progress|response': [
      'both said yes', 'yes', 'agreed', 'confirmed', 'both agreed', 'both confirmed', 'both yes', 'said yes',
      'both have agreed', 'yes (both)']}),
 ("I need to send them both the job description by Monday so they know what to emphasize.", ['new'],
  {RA: SEND + forms(SEND, '{} by Monday', '{} (by Monday)', '{}, by Monday', '{} - by Monday', '{} before Monday',
                    '{} by Mon', '{} by Monday (so they know what to emphasize)',
                    '{} by Monday so they know what to emphasize', '{} by Monday (so they know what to emphasise)',
                    '{} by Monday – what to emphasize', 'by Monday: {}', 'Monday: {}', '{} by this Monday') +
   ['JD by Monday', 'job description by Monday', 'job description to both by Monday', 'JD to both by Monday'],
   f'?{R}/deadline|by|by when|due|send by|when to send|deadline to send|due by|send before|date|day': [
      'Monday', 'by Monday', 'Mon', 'this Monday', 'before Monday', 'by Mon', 'on Monday', 'Monday (send JD)'],
   f'?{R}/purpose|why|so that|reason|goal|aim|so they': [
      'so they know what to emphasize', 'know what to emphasize', 'so they know what to emphasise',
      'what to emphasize', 'so they know what to stress', 'to know what to emphasize', 'what to emphasise']}),
 ("They moved the interview up a day — Tuesday the 11th now, same time.", ['update'],
  {ID: iday(11, 'Tuesday') + ['Tuesday the 11th now', 'Tuesday 11th (moved up a day)', 'Tue 11th (moved up)']}),
 ("Can you go over the interview stuff one more time?", ['check'], {}, check(I)),
 ("Tom's about to go on paternity leave, so swap him for Priyanka Shah — she was my mentor at Cargill.", ['update'],
  {RW: refs(DEN, PRI) + forms(refs(DEN[:5], PRI[:5]), '{} (both said yes)', '{} - both said yes')}),
 ("Okay, hit me with everything — interview and references.", ['check'], {}, check(I, R)),
])

# 10 ---------------------------------------------------------------------------------------------------------------
K = ("physio|physiotherapy|physio for my knee|knee physio|physio appointment|physio sessions|physio session|knee|"
     "my knee|dodgy knee|knee rehab|knee treatment|physiotherapist|physio referral|Harbourside Physio|Harbourside|"
     "Harbourside physio appointment|physio at Harbourside|knee physiotherapy|physio for knee|physio treatment|"
     "knee injury|netball knee|knee physio appointment|physio consult|initial consult|physio initial consult|"
     "first physio session|physio booking|physio appt|knee appointment|physio for the knee|rehab|"
     "knee rehabilitation|physio for dodgy knee|physio for my dodgy knee|Harbourside Physio appointment")
KP = (f'{K}/problem|issue|injury|condition|for|body part|what for|reason|complaint|treating|area|what\'s wrong|'
      'injured|affected|symptom|diagnosis|part|treatment for|referral for|referred for')
KWH = (f'{K}/physio|physiotherapist|with|who|therapist|practitioner|seeing|physio name|clinician|treating physio|'
       'appointment with|who with|name|seeing who|physio\'s name|treated by|session with')
KCL = (f'{K}/clinic|where|practice|location|place|at|venue|physio clinic|clinic name|centre|center|physio practice|'
       'address|site|where is it|practice name|provider')
KD = (f'{K}/date|day|when|on|appointment|appointment day|appointment date|session date|first session|'
      'first appointment|session day|booked for|scheduled|first session date|first appt|booking|day of appointment|'
      'first visit|which day')
KT = (f'{K}/time|what time|appointment time|session time|start time|slot|time slot|starts|start|booked time|'
      'time of appointment|session starts')
KCO = (f'{K}/cost|price|fee|how much|consult fee|initial consult|consult cost|consultation fee|charge|session cost|'
       'cost of consult|fees|price of consult|initial consult fee|initial consult cost|first session cost|'
       'consult price|appointment cost|session fee|initial fee|consultation cost|consultation price')
KR = (f'{K}/rebate|claim|health fund|private health|private health rebate|health insurance|insurance|claim back|'
      'back|refund|health fund rebate|cover|health cover|insurer|money back|get back|rebate amount|'
      'private health claim|fund|reimbursement|health insurance rebate|private cover|extras|health fund claim')
KWR = f'{K}/wear|clothes|clothing|what to wear|dress|attire|outfit|wearing|dress code'
KB = (f'{K}/bring|to bring|what to bring|bring with|take|take with|items|documents|need to bring|things to bring|'
      "remember to bring|bring along|scans|imaging|paperwork|take along|don't forget|MRI")
S = ("script|prescription|repeat script|repeat prescription|meloxicam|meloxicam script|meloxicam prescription|"
     "new script|new prescription|renew script|renew prescription|script renewal|prescription renewal|"
     "anti-inflammatories|anti-inflammatory|anti-inflammatory script|meds|medication|medicine|my meds|refill|"
     "meloxicam refill|repeat|repeats|script for meloxicam|prescription for meloxicam|get new script|"
     "get a new script|new meloxicam script|script refill|prescription refill|renew the script|scripts|"
     "meloxicam repeat|my script|meloxicam renewal|renew meloxicam")
SM = (f'{S}/medication|drug|medicine|meds|name|which medication|what|drug name|medication name|for|script for|'
      'prescription for|item|tablets|pills|which drug|what medicine|med')
SR = (f'{S}/runs out|running out|expires|expiry|runs out on|runs out when|end date|last day|out by|expiring|'
      'when runs out|run out|out|runs out date|expiry date|valid until|running out on|supply ends|supply runs out|'
      'finishes|ends|deadline|by|need by|needed by|renew by|due')
SD = (f'{S}/dose|dosage|strength|mg|how much|amount|dose and frequency|dosing|directions|instructions|regimen|'
      'quantity|daily dose|strength and dose|taken|take|dose details')
SF = (f'?{S}/frequency|how often|per day|times a day|daily|tablets a day|frequency of dose|how many a day|'
      'doses per day|how many per day')
SDR = (f'{S}/doctor|GP|dr|prescriber|who|who prescribes|prescribing doctor|doctor\'s name|physician|GP name|'
       'which doctor|who writes it|issued by|written by|with|who with|from|doctor name')
SA = (f'{S}/appointment|consult|phone consult|telehealth|call|when|appointment date|consult date|appointment day|'
      'phone appointment|consult day|GP appointment|doctor appointment|booking|booked|scheduled|date|day|appt|'
      'telehealth appointment|phone call|consultation|GP consult|renewal appointment|consult when|next step|plan')
SP = (f'{S}/pharmacy|chemist|where|pick up|pick up from|collect from|collect|pickup|where to get|where to collect|'
      'from where|get from|fill at|dispensed at|fill|location|shop|store|pick-up location|collection|pick-up|'
      'where to pick up|grab from')
def physio(name):
    return forms([name], '{}', 'with {}', '{} at Harbourside Physio', '{} (Harbourside Physio)',
                 '{}, Harbourside Physio',
                 '{} - Harbourside Physio', '{} at Harbourside', '{} (Harbourside)', 'physio {}', '{} the physio',
                 '{} (physio)', '{}, physio', 'physio: {}', '{} at Harbourside Physiotherapy')
MEL = ['7.5mg', '7.5 mg', '7.5 milligrams', 'seven and a half milligrams', '7.5mg tablets', '7.5 mg tablet',
       '7.5mg tablet', 'seven and a half mg', '7.5 mg tablets', '7.5mg meloxicam', 'meloxicam 7.5mg',
       'meloxicam 7.5 mg']
DAILY = ['', ' once a day', ' one a day', ' once daily', ' daily', ', once a day', ', one a day', ', once daily',
         ' (once a day)', ' (one a day)', ' x1 daily', ' one daily', ' 1 a day', ' 1x daily', ' one tablet a day',
         ', one tablet daily', ' per day', ' a day', ', daily', ' (daily)', ' - one a day', ' - once a day',
         ' once per day', ' 1 per day', ' one per day', ', 1 a day', ' od', ' OD', ' (1 a day)', ' (once daily)']
sc('h14_physio', 'Held-out 14 (issue 14): physio for a knee and renewing a prescription', 'An Australian "Finally got" '
   'opener with a body part and a cause, a physio, clinic, day ("arvo") and time in one turn, a fee and a health-fund '
   'rebate joined by "but", things to wear and bring, a turn with nothing to record, a second task begun "while I '
   'think of it" with a drug and a run-out day, a dose in words, a doctor and a phone consult, a physio replaced '
   'because of sickness with "same time", a check on the second task, an item to bring withdrawn and a pharmacy '
   'added in one turn (update and new), a check over both.', [
 ("Finally got a physio referral for my dodgy knee after that netball fall.", ['new'],
  {K: None,
   KP: ['knee', 'dodgy knee', 'my knee', 'my dodgy knee', 'knee injury', 'knee (netball fall)',
        'dodgy knee (netball fall)',
        'knee injury from netball', 'knee - netball fall', 'knee, netball fall', 'knee from netball fall',
        'knee injury (netball)', 'knee (netball)', 'injured knee', 'sore knee', 'dodgy knee from netball',
        'knee hurt in netball fall', 'knee after netball fall', 'knee injury after a netball fall',
        'dodgy knee after netball fall', 'dodgy knee (netball)', 'knee (fell at netball)', 'knee - netball injury',
        'knee injury (netball fall)', 'dodgy knee - netball fall', 'knee, from a netball fall',
        'dodgy knee after that netball fall', 'knee (after netball fall)'],
   f'?{K}/cause|how it happened|injury cause|cause of injury|what happened|injured how|background|how|history': [
      'netball fall', 'netball', 'fell at netball', 'a fall at netball', 'fall playing netball', 'netball injury',
      'that netball fall', 'fall at netball', 'netball fall (knee)'],
   f'?{K}/referral|referred|status|got referral|referral status': [
      'got referral', 'referral', 'referred', 'yes', 'got a referral', 'referral received', 'got one', 'done']}),
 ("First session's with Sione at Harbourside Physio, Monday arvo at 3:15.", ['new'],
  {KWH: physio('Sione'),
   KCL: ['Harbourside Physio', 'Harbourside', 'Harbourside Physiotherapy', 'at Harbourside Physio',
         'Harbourside physio',
         'the Harbourside clinic', 'Harbourside Physio clinic', 'Harbourside clinic', 'Harbour side Physio',
         'Harbourside Physio (clinic)'],
   KD: ['Monday', 'Monday arvo', 'Monday afternoon', 'Mon', 'Mon arvo', 'Mon afternoon', 'this Monday', 'on Monday',
        'Monday pm', 'Monday arvo (first session)', 'Monday afternoon, 3:15', 'Monday arvo 3:15', 'Monday 3:15pm',
        'Monday at 3:15', 'Monday 3:15', 'Mon 3.15pm', 'Monday arvo at 3:15', 'Monday afternoon at 3:15',
        'Monday at 3.15pm', 'Monday 3:15 pm', 'Monday at 3:15pm', 'Mon 3:15pm', 'Monday (arvo)', 'Monday p.m.',
        'Monday 3.15', 'Monday, 3:15pm', 'next Monday', 'Monday afternoon (first session)', 'Mon arvo 3.15'],
   KT: clock(3, 15, 'pm', more=['3:15 arvo', '3.15 in the arvo', 'quarter past three in the arvo',
                                '3:15 in the afternoon',
                                '3.15pm arvo', '3:15 in the arvo', '3:15pm (arvo)', '3.15 arvo',
                                'quarter past three in the afternoon', '3:15 pm (afternoon)'])}),
 ("It's $95 for the initial consult but I get $40 back on my private health.", ['new'],
  {KCO: aud(95, '$95 initial consult', '$95 for the initial consult', '$95 (initial consult)',
            '$95 initial consultation',
            '$95 for initial consult', '$95 consult', '$95 initial', '$95 first session', '$95 ($40 back)',
            '$95 with $40 back', '$95, $40 back on private health', '$95 less $40 rebate', '$95 minus $40 health fund',
            '$95 (initial consultation)', '$95 for the first session', '$95 for the initial consultation',
            '$95 initial consult ($40 back)', '$95 for initial consult ($40 back on private health)',
            '$95 ($40 back on private health)', '$95 initial consult, $40 back', '$95 (before rebate)',
            '$95 before the $40 rebate', '$95 consult fee'),
   KR: ['$40 back', '$40', '40', '$40 rebate', '$40 back on private health', '$40 back from private health',
        '$40 from private health', '$40 private health rebate', '$40 health fund rebate', '$40 back from health fund',
        '$40 from health insurance', '$40 back on health insurance', '$40 rebate (private health)', '$40 claim',
        'claim $40', '$40 back (private health)', '40 dollars back', 'AUD 40', 'A$40', '$40 back on my private health',
        '$40 off (private health)', '$40 rebate from private health', '$40 via private health',
        '$40 from the health fund',
        '$40 (private health)', '$40 back from my health fund', 'private health, $40 back', 'private health ($40 back)',
        'private health - $40 back', 'private health: $40 back', '$40 back via private health insurance',
        '$40.00 back', '$40 rebate (health fund)', '$40 back on private health insurance', '40 back',
        'private health rebate $40', 'health fund $40'],
   f'?{K}/out of pocket|gap|net cost|after rebate|cost after rebate|actual cost|net|my cost|out-of-pocket|'
   'cost after claim': aud(55, '$55 out of pocket', '$55 gap', '$55 after rebate', '$55 net', '$55 after the rebate')}),
 ("Gotta wear shorts and bring my MRI scans.", ['new'],
  {KWR: ['shorts', 'wear shorts', 'in shorts', 'shorts (wear)', 'a pair of shorts', 'shorts to wear', 'wearing shorts',
         'Shorts'],
   KB: ['MRI scans', 'my MRI scans', 'the MRI scans', 'MRI', 'MRI scan', 'MRI images', 'MRI results', 'MRI films',
        'bring MRI scans', 'MRI scans (bring)', 'my MRI', 'scans (MRI)', 'the MRI', 'bring my MRI scans',
        'MRI scans to bring',
        'my MRI scan', 'the MRI scan', 'MRI scan images', 'scans', 'my scans', 'the scans', 'MRI imaging']}),
 ("The stairs at work are an absolute nightmare at the moment, I'm taking the lift like a grandma.", [], {}),
 ("Oh, and while I think of it — my script for the meloxicam runs out Friday.", ['new'],
  {S: None,
   SM: ['meloxicam', 'Meloxicam', 'meloxicam tablets', 'meloxicam (anti-inflammatory)', 'the meloxicam',
        'meloxicam anti-inflammatory', 'Mobic', 'meloxicam (Mobic)', 'meloxicam anti-inflammatories',
        'anti-inflammatory (meloxicam)', 'meloxicam script', 'meloxicam (anti-inflammatories)'],
   SR: ['Friday', 'by Friday', 'on Friday', 'Fri', 'this Friday', 'runs out Friday', 'runs out on Friday',
        'Friday (runs out)', 'out Friday', 'before Friday', 'expires Friday', 'ends Friday', 'by Fri', 'runs out Fri',
        'runs out this Friday', 'Friday (runs out then)', 'out on Friday', 'expires on Friday', 'renew by Friday',
        'runs out by Friday', 'by this Friday', 'this Fri']}),
 ("Seven and a half milligrams, one a day.", ['new'],
  {SD: [f'{m}{d}' for m in MEL for d in DAILY] + ['one a day, 7.5mg', 'one 7.5mg tablet a day',
                                                  'one 7.5 mg tablet daily',
                                                   'once daily 7.5mg', '1 x 7.5mg daily', '7.5mg x 1 daily',
                                                   'one 7.5mg a day', '1 x 7.5mg a day', '7.5mg, 1 per day'],
   SF: ['once a day', 'one a day', 'once daily', 'daily', '1 a day', 'one', '1', 'one tablet a day', '1 per day',
        'one daily', '1x daily', 'every day', 'one per day', 'once per day', 'od', '1 daily', 'one tablet daily']}),
 ("Dr Nguyen can do a phone consult on Thursday to write me a new one.", ['new'],
  {SDR: ['Dr Nguyen', 'Dr. Nguyen', 'Nguyen', 'Doctor Nguyen', 'Dr Nguyen (GP)', 'GP Dr Nguyen',
         'Dr Nguyen - phone consult',
         'Dr Nguyen (phone)', 'Dr Nguyen, phone consult', 'Dr Nguyen (phone consult)', 'my GP, Dr Nguyen',
         'GP (Dr Nguyen)', 'Dr Nguyen, GP', 'Dr Nguyen (Thursday)', 'Dr Nguyen (phone consult Thursday)'],
   SA: forms(['phone consult', 'phone consultation', 'telehealth', 'phone call', 'phone appointment',
              'telehealth appointment', 'phone', 'phone consult with Dr Nguyen', 'telehealth with Dr Nguyen',
              'phone appointment with Dr Nguyen', 'phone consult (Dr Nguyen)', 'phone call with Dr Nguyen',
              'call with Dr Nguyen', 'phone consult to write a new script', 'phone consult for new script',
              'phone consult for a new one', 'phone consult, new script', 'consult', 'phone consult (new script)',
              'telehealth (new script)'],
             '{} Thursday', '{} on Thursday', 'Thursday {}', 'Thursday ({})', 'Thursday, {}', 'Thursday - {}',
             '{}, Thursday', '{} (Thursday)', '{} - Thursday', '{} this Thursday', 'Thursday: {}', '{} Thurs',
             '{} Thu', 'Thurs {}', '{} on Thurs') +
   ['Thursday', 'Thurs', 'Thu', 'on Thursday', 'this Thursday', 'Thursday (phone)', 'phone on Thursday',
    'Thursday by phone', 'Thursday (telehealth)', 'Thursday (new script)', 'Thursday phone consult to write a new one',
    'Thursday — phone consult to write a new script'],
   f'?{S}/consult type|type|method|format|appointment type|by phone|mode|how': [
      'phone', 'phone consult', 'telehealth', 'by phone', 'over the phone', 'phone call', 'phone consultation']}),
 ("Harbourside rang — Sione's off sick, so it's Mia instead, same time.", ['update'],
  {KWH: physio('Mia') + ['Mia (instead of Sione)', 'Mia (Sione off sick)', 'Mia, not Sione', 'Mia instead of Sione',
                         'Mia (Sione is off sick)', 'Mia (replacing Sione)', 'Mia instead', 'Mia (instead)']}),
 ("What've I got for the script?", ['check'], {}, check(S)),
 ("Don't worry about the scans, the hospital's sent the report straight to them. And I'll grab the meloxicam from "
  "the chemist on Bridge Street.", ['update', 'new'],
  {KB: 'DEL',
   SP: ['chemist on Bridge Street', 'the chemist on Bridge Street', 'Bridge Street chemist',
        'the Bridge Street chemist',
        'Bridge Street pharmacy', 'pharmacy on Bridge Street', 'the pharmacy on Bridge Street',
        'chemist, Bridge Street',
        'Bridge Street', 'Bridge St chemist', 'chemist on Bridge St', 'chemist (Bridge Street)', 'Bridge St pharmacy',
        'on Bridge Street', 'the chemist on Bridge St', 'the Bridge St chemist', 'Bridge Street Chemist',
        'chemist in Bridge Street', 'the chemist in Bridge Street', 'pharmacy (Bridge Street)',
        'chemist - Bridge Street',
        'Bridge Street chemist (pick up)', 'pick up from the chemist on Bridge Street',
        'grab from the chemist on Bridge Street', 'the Bridge Street pharmacy', 'chemist on Bridge Street (pick up)']}),
 ("Righto, physio and script — the whole lot.", ['check'], {}, check(K, S)),
])
