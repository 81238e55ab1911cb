"""Write the seventeenth held-out TRIM scenarios (issue 14, session 11, blind set) from a compact form: each turn
sets/deletes gold paths; check turns carry the facts an answer must state (every set slot of the tasks asked about,
or the one slot asked about; a list-valued slot as one fact per item, so that the order of the items is free)."""
import itertools, re, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Seventeenth blind held-out TRIM set (issue 14, session 11): data/scenarios/heldout_trim17, ten conversations "
       "(130 scored user turns) in domains used nowhere else: a screening colonoscopy, respite care for a father, a "
       "first stand-up open mic, volunteering at Brownies, a team go-karting outing, a short story competition, "
       "running a D&D campaign, felling a dead ash tree, learning church bell ringing, a phishing scam and a password "
       "manager; written without reading the rule, classifier or prompt code (only the scorer, compact.py and the h16 "
       "format), before any classifier ran on it; never to be edited.")
_sc = writer(sys.argv[1] if len(sys.argv) > 1 else str(Path(__file__).resolve().parent), 'held_out', SRC)

WORDS = {1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', 10: 'ten',
         11: 'eleven', 12: 'twelve'}
def uniq(xs): return list(dict.fromkeys(xs))
def N(*names): return '|'.join(uniq(n for x in names for n in x.split('|')))
def sfx(n): return 'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')
def nth(n, wd=None, mon=None, more=()):
    "Spellings of a day of the month (with its weekday and month when they were said)."
    o = f'{n}{sfx(n)}'
    v = [f'the {o}', o, f'on the {o}']
    if wd: v += [f'{wd} the {o}', f'{wd} {o}', f'{wd[:3]} {o}', f'{wd} {n}', f'on {wd} the {o}', f'{wd}, the {o}',
                 f'{wd[:3]} the {o}', f'{wd[:4]} {o}', f'{wd[:3]} {n}']
    if mon: v += [f'{n} {mon}', f'{o} {mon}', f'{mon} {n}', f'{mon} {o}', f'the {o} of {mon}', f'{o} of {mon}',
                  f'{n} {mon[:3]}', f'{mon[:3]} {n}', f'{o} {mon[:3]}', f'{mon[:3]} {o}', f'{mon}, {n}', f'{mon[:3]}. {n}']
    if wd and mon: v += [f'{wd} {n} {mon}', f'{wd} {o} {mon}', f'{wd}, {n} {mon}', f'{wd} the {o} of {mon}',
                         f'{wd[:3]} {n} {mon[:3]}', f'{wd[:3]} {o} {mon}', f'{wd} {mon} {n}', f'{wd}, {mon} {n}',
                         f'{wd[:3]} {mon[:3]} {n}', f'{wd[:3]}, {mon[:3]} {n}', f'{wd} {mon} {o}',
                         f'{wd[:3]} {mon} {n}', f'{wd[:3]} {n} {mon}', f'{wd}, {o} {mon}', f'{wd[:3]} {o} {mon[:3]}']
    return uniq(v + list(more))
def clock(h, m=0, ap='pm', more=()):
    "Spellings of a time of day (never the bare hour, which a later time of the same hour would contain)."
    h24, w, mm = (h + 12 if ap == 'pm' and h != 12 else h), WORDS[h], f'{m:02d}'
    if m == 0:
        v = [f'{h}{ap}', f'{h} {ap}', f'{h}:00', f'{h}.00', f'{h}:00{ap}', f'{h}.00{ap}', f'{h}:00 {ap}', f'{h}.00 {ap}',
             f'{h24:02d}:00', f'{h24}:00', f"{h} o'clock", f'at {h}{ap}', f"{w} o'clock", f'{h} {ap[0]}.m.',
             f'{h}{ap[0]}', f'{h}{ap.upper()}', f'{h} {ap.upper()}', f"at {h} o'clock"]
    else:
        v = [f'{h}:{mm}', f'{h}.{mm}', f'{h}:{mm}{ap}', f'{h}.{mm}{ap}', f'{h}:{mm} {ap}', f'{h}.{mm} {ap}',
             f'{h24:02d}:{mm}', f'{h24}:{mm}', f'at {h}:{mm}', f'at {h}.{mm}', f'at {h}:{mm}{ap}', f'{h}:{mm} {ap[0]}.m.',
             f'{h}:{mm} {ap.upper()}', f'{h}:{mm}{ap.upper()}']
        nw = WORDS[h % 12 + 1]
        v += {15: [f'quarter past {w}', f'quarter past {h}'], 30: [f'half past {w}', f'half past {h}', f'half {w}', f'half {h}'],
              45: [f'quarter to {nw}', f'quarter to {h % 12 + 1}', f'a quarter to {nw}']}.get(m, [])
    return uniq(v + list(more))
SEPS = ('-', '–', ' to ', ' till ', ' til ', ' - ', ' until ', ' – ', '—')
def span(starts, ends, more=()):
    "Spellings of a time window, each end given by its spellings."
    v = [f'{a}{sep}{b}' for sep in SEPS for a in starts for b in ends]
    v += [f'from {a} to {b}' for a in starts[:4] for b in ends[:4]] + [f'between {a} and {b}' for a in starts[:3] for b in ends[:3]]
    return uniq(v + list(more))
def money(sym, word, n, more):
    s = f'{n:,}' if isinstance(n, int) else str(n)
    p = s.replace(',', '')
    v = [f'{sym}{s}', f'{sym}{p}', s, p, f'{s} {word}', f'{p} {word}'] + ([f'{sym}{s}.00', f'{sym}{p}.00']
                                                                         if isinstance(n, int) else [])
    return uniq(v + list(more))
def gbp(n, *more): return money('£', 'pounds', n, ('£%s' % n if isinstance(n, str) else f'{n} quid',) + more)
def usd(n, *more): return money('$', 'dollars', n, (f'{n} bucks', f'${n} USD', f'USD {n}') + more)
def reg(s, *more):
    "Spellings of a code or reference."
    return uniq([s, s.replace(' ', ''), s.lower(), s.replace(' ', '-'), s.replace('-', ''), s.replace('-', ' '),
                 s.replace('/', ' '), s.replace('/', '-'), s.replace('/', ''), f'#{s}', f'ref {s}'] + list(more))
def items(*groups, more=()):
    "Spellings of a list of things, each given by its spellings (compared as sets by the scorer)."
    out = []
    for c in itertools.product(*groups):
        c = list(c)
        out += [', '.join(c), ', '.join(c[:-1]) + ' and ' + c[-1]]
    return uniq(out + list(more))
def at(dates, times, more=()):
    "Spellings of a date with a time."
    out = []
    for d in dates:
        for t in times: out += [f'{d}, {t}', f'{d} at {t}', f'{d} {t}', f'{t} on {d}', f'{t}, {d}']
    return uniq(out + list(more))

def check(*roots, split=None): return {'_facts': roots, '_split': split or {}}
def ask(*paths, split=None): return {'_ask': paths, '_split': split or {}}

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
    for (a, x), (b, y) in itertools.combinations(list(roots.items()), 2):
        assert not x & y, (name, 'roots share', x & y)
    for r, d in slots.items():
        for (a, x), (b, y) in itertools.combinations(d.items(), 2):
            assert not x & y, (name, r.split('|')[0], a.split('|')[0], b.split('|')[0], x & y)

def sc(name, title, desc, turns):
    "Write a scenario; check(root, ...) gives as facts every set slot of those roots, ask(path, ...) those paths."
    _lint(name, turns)
    assert len(turns) == 13, (name, len(turns))
    st, out = {}, []
    for t in turns:
        ch, extra = {k: (uniq(v) if isinstance(v, list) else v) for k, v in t[2].items()}, dict(t[3]) if len(t) > 3 else {}
        assert all(not isinstance(v, str) or '|' not in v for v in ch.values()), (name, t[0])
        assert all(not isinstance(v, list) or not any('|' in x for x in v) for v in ch.values()), (name, t[0])
        for k, v in ch.items():
            if v == 'DEL': st.pop(k)
            else: st[k] = v
        split = extra.pop('_split', {})
        def fact(k, v):
            if k in split: return ['|'.join(uniq(alts)) for alts in split[k]]
            return [f'{k}=' + '|'.join(v if isinstance(v, list) else [v])]
        if '_facts' in extra:
            roots = extra.pop('_facts')
            extra['facts'] = [f for k, v in st.items()
                              if '/' in k and not k.startswith('?') and k.split('/')[0] in roots and v is not None
                              for f in fact(k, v)]
            assert extra['facts'], (name, t[0])
        if '_ask' in extra:
            extra['facts'] = [f for k in extra.pop('_ask') for f in fact(k, st[k])]
        assert all('=' not in f.split('=', 1)[1] for f in extra.get('facts', []) if '=' in f), (name, t[0])
        assert bool(extra.get('facts')) == (t[1] == ['check']), (name, t[0])
        assert t[1] != ['check'] or not ch, (name, t[0])
        out.append((t[0], t[1], ch, extra))
    _sc(name, title, desc, out)

# 1 ----------------------------------------------------------------------------------------------------------------
C = N("colonoscopy|colonoscopy appointment|my colonoscopy|screening colonoscopy|colonoscopy screening|colon screening",
      "colonoscopy procedure|procedure|colonoscopy booking|book colonoscopy|colonoscopy at lakeside gi|lakeside gi",
      "lakeside gi colonoscopy|gi appointment|colonoscopy (lakeside gi)|colonoscopy with dr feldman|first colonoscopy",
      "colonoscopy with dr. feldman|dr feldman colonoscopy|colonoscopy appt|scope|colon cancer screening|screening",
      "colorectal screening|colorectal cancer screening|colonoscopy day|colonoscopy - lakeside gi|45 screening",
      "colonoscopy at 45|routine colonoscopy|colonoscopy (screening)|gi procedure|endoscopy|lakeside gi appointment",
      "colonoscopy plan|colonoscopy prep and procedure|the colonoscopy|upcoming colonoscopy")
CP = N("clear liquid shopping|clear liquids|clear liquid diet|clear liquid groceries|prep groceries|prep shopping",
       "shopping for prep|prep shopping list|grocery run|groceries|shopping|shopping list|grocery list|prep",
       "clear liquid day shopping|clear liquid diet shopping|colonoscopy prep shopping|colonoscopy groceries",
       "colonoscopy shopping|prep day shopping|prep day groceries|clear liquid day|liquid diet|prep food|prep supplies",
       "colonoscopy prep|clear liquid supplies|shopping for clear liquid day|buy clear liquids|clear liquids shopping list",
       "prep diet|colonoscopy prep groceries|colonoscopy prep food|clear fluids|clear fluids shopping|store run",
       "clear liquid diet groceries|clear liquid list|clear liquids list|prep day|clear liquid day groceries",
       "colonoscopy shopping list|shopping for clear liquids|clear liquid shopping list|grocery shopping")
CD = f"{C}/" + N("doctor|dr|physician|gastroenterologist|gi doctor|with|specialist|doctor name|performing doctor|done by",
                 "surgeon|endoscopist|who|gi|gi specialist|doing it|performed by|dr name|consultant")
CL = f"?{C}/" + N("clinic|location|where|facility|center|centre|place|venue|practice|office|hospital|site|at|gi center",
                  "address|provider|clinic name|gi practice|practice name")
CW = f"{C}/" + N("date|when|day|appointment|appointment date|procedure date|scheduled|scheduled for|booked for|on",
                 "date of procedure|colonoscopy date|appt|appt date|booked|scheduled date|date booked")
CY = f"?{C}/" + N("reason|why|because|age|occasion|screening reason|type|purpose|note|notes|kind|screening type")
CA = f"{C}/" + N("arrival|arrive|arrival time|arrive at|arrive by|check in|check-in|check-in time|check in time|report",
                 "report time|report at|get there|be there|be there by|arrive time|check-in at|checkin|check in by")
CT = f"{C}/" + N("time|procedure time|appointment time|start|start time|procedure start|starts|starts at|scheduled time",
                 "procedure at|colonoscopy time|time of procedure|slot|procedure starts|appt time|procedure begins")
CDU = f"?{C}/" + N("duration|length|how long|total time|time there|visit length|expected duration|total|allow|plan for",
                   "hours|time needed|how long there|length of visit")
CR = f"{C}/" + N("ride|ride home|driver|drive home|driving me|driven by|lift|lift home|transport|transportation|pickup",
                 "pick up|pick-up|escort|who's driving|who drives|getting home|ride from|going home with|companion",
                 "responsible adult|driving|ride home with|who's taking me|taking me|taking me home|home with")
CRN = f"?{C}/" + N("ride rule|rule|requirement|no uber|no rideshare|restriction|ride requirement|must be driven",
                   "driver required|driver needed|ride needed|need ride|can't drive|transport rule")
CPR = f"{C}/" + N("prep|prep kit|bowel prep|prep type|prep medication|prep meds|laxative|prep drug|preparation",
                  "bowel preparation|prep instructions|prep regimen|prep plan|prep product|prep medicine|prep details",
                  "prep method|prescription|prep prescribed|prep med|colonoscopy prep")
CPT = f"?{C}/" + N("dose times|doses|dosing|prep times|prep schedule|schedule|when to take|split dose|dose|timing",
                   "first dose|second dose|dose schedule|prep timing|take at|doses at|dosage|dosing schedule")
CI = f"{C}/" + N("insurance|coverage|covered|cost|copay|co-pay|price|out of pocket|cost to me|insurance coverage",
                 "billing|what i pay|payment|fee|charge|covered by insurance|insurance status|how much|costs",
                 "insurance cover|out-of-pocket|cost share|patient cost")
PL = f"{CP}/" + N("list|items|shopping list|groceries|grocery list|to buy|buy|need|needs|items to buy|what to buy|stuff",
                  "things to buy|supplies|food|liquids|clear liquids list|get|to get|purchases|items needed|products",
                  "foods|drinks|clear liquids|shopping items|what to get|buy list|grocery items")
PR = f"{CP}/" + N("rule|rules|restriction|restrictions|avoid|colors to avoid|colours to avoid|no colors|color rule",
                  "colour rule|dye rule|note|notes|doctor's orders|constraint|constraints|exclude|banned|not allowed",
                  "no red or purple|requirement|requirements|instructions|dietary rule|color restriction|guideline",
                  "colors|colours|colour restriction|avoid colors|dyes|no dyes")
PD = f"{CP}/" + N("when|shopping day|day|shop on|shopping date|date|buy on|buy by|store run|run|when to shop|shop when",
                  "shopping when|go shopping|plan|trip|store trip|shopping trip|when shopping|shop day|grocery run",
                  "shopping on|going on|buying on")
THU17 = nth(17, 'Thursday')
MON21 = nth(21, 'Monday')
def _doc(d, clinic='Lakeside GI'):
    return [d, d.replace('Dr. ', 'Dr '), d.replace('Dr. ', ''), f'{d} ({clinic})', f'{d} at {clinic}', f'{d}, {clinic}',
            f"{d.replace('Dr. ', 'Dr ')} ({clinic})", f"{d.replace('Dr. ', 'Dr ')} at {clinic}", f"{d.replace('Dr. ', 'Dr ')}, {clinic}",
            f'{d} - {clinic}', f'{clinic}, {d}', f'{clinic} ({d})', d.replace('Dr. ', 'Doctor '), f'{clinic} - {d}']
BROTH = ['chicken broth', 'broth', 'chicken stock', 'clear chicken broth']
JELLO = ['Jell-O', 'Jello', 'jelly', 'gelatin', 'jello cups']
APPLE = ['apple juice', 'clear apple juice']
GATOR = ['Gatorade', 'sports drinks', 'Gatorade (yellow)']
POPS = ['popsicles', 'ice pops', 'freezer pops', 'popsicle']
WGJ = ['white grape juice', 'grape juice (white)', 'white grape']
sc('h17_colonoscopy', 'Held-out 17 (issue 14): a first screening colonoscopy and shopping for the clear liquid day',
   'An American, chatty opener with a doctor, a clinic and a date, a check-in and procedure time with a duration, a '
   'sister to drive home (an Uber ruled out), a prep with its two dose times, insurance coverage, a nervous aside with '
   'nothing to record, a second task begun "Okay, second thing" with a list of five items, a colour rule, the driver '
   'replaced ("My neighbor Luis is taking me instead"), a check on one slot, an item dropped and one added with a '
   'shopping day (new and update), the date and doctor moved in one turn ("Same times"), a check over both.', [
 ("Finally booked my colonoscopy — Dr. Feldman at Lakeside GI, Thursday the 17th. Turning 45 means I'm officially old "
  "lol.", ['new'],
  {C: None, CD: _doc('Dr. Feldman'),
   CL: ['Lakeside GI', 'Lakeside', 'Lakeside GI center', 'Lakeside Gastroenterology', 'Lakeside G.I.'],
   CW: THU17 + ['Thursday the 17th (Dr. Feldman)', 'Thu 17th at Lakeside GI'],
   CY: ['turning 45', '45', 'screening', 'routine screening', 'age 45 screening', 'turned 45', 'age 45', 'routine screening at 45',
        'turning 45 (screening)', 'first screening', 'screening (turning 45)', 'age', '45th birthday', 'routine', 'screening at 45']}),
 ("Check-in's at 7:30am, procedure at 8:30. They said plan on being there about 3 hours total.", ['new'],
  {CA: clock(7, 30, 'am', ['7:30am check-in', 'check in 7:30am', 'check-in at 7:30am', '7:30 check-in', '7:30am (procedure 8:30)',
                           '7:30am, procedure 8:30am']),
   CT: clock(8, 30, 'am', ['8:30am procedure', 'procedure at 8:30', 'procedure 8:30am', '8:30am (check-in 7:30)',
                           '8:30am (check in at 7:30am)']),
   CDU: ['about 3 hours', '3 hours', '~3 hours', 'about three hours', '3 hrs', 'about 3 hrs', 'around 3 hours', '3 hours total',
         'about 3 hours total', 'three hours', 'approx 3 hours', '3h', '~3 hrs', 'plan on about 3 hours', 'roughly 3 hours',
         'about 3 hours in total', '3 hours (total)', 'approx. 3 hours', 'around three hours', 'plan for 3 hours']}),
 ("Someone has to drive me home after — they won't even let me take an Uber. My sister Dana said she'd do it.", ['new'],
  {CR: ['Dana', 'my sister Dana', 'sister Dana', 'Dana (sister)', 'Dana (my sister)', 'Dana, my sister', 'Dana driving',
        'Dana is driving me home', 'Dana will drive me home', 'Dana (sister) driving', 'sister', 'my sister', 'Dana drives me home',
        'Dana (sister), no Uber', 'Dana - sister', 'Dana (sister) - no Uber allowed', 'Dana (no Uber allowed)',
        'sister Dana (no Uber)', 'Dana, my sister (no Uber allowed)', 'my sister Dana is driving me home', 'Dana (sister) drives me home',
        'sister Dana driving me home', 'Dana (sister) to drive me home'],
   CRN: ['no Uber', 'no Uber allowed', 'must be driven home', 'someone has to drive me', 'no rideshare', "can't take an Uber",
         'someone must drive me home', 'need a driver', 'driver required', 'no Uber/taxi', 'someone has to drive me home',
         "they won't let me take an Uber", 'yes', 'required', 'need someone to drive me home', 'no Uber, need a driver',
         'need a ride home (no Uber)', 'must have a driver', 'someone must drive (no Uber)', 'no Uber - must be driven',
         'need a ride home', 'ride home required', 'must have someone drive me home']}),
 ("Prep is SUTAB, split dose — half at 6pm the night before, the rest at 3:30am. Ugh.", ['new'],
  {CPR: ['SUTAB', 'Sutab', 'SUTAB tablets', 'SUTAB, split dose', 'SUTAB split dose', 'SUTAB (split dose)',
         'SUTAB, split dose (6pm night before, 3:30am)', 'SUTAB split dose: 6pm night before + 3:30am', 'SUTAB - split dose',
         'SUTAB, split dose, 6pm and 3:30am', 'SUTAB split dose (6pm, 3:30am)', 'SUTAB: half at 6pm the night before, rest at 3:30am',
         'SUTAB, half at 6pm night before, half at 3:30am', 'SUTAB (split dose: 6pm + 3:30am)', 'SUTAB tablets, split dose',
         'split dose SUTAB', 'SUTAB, split dose — 6pm night before and 3:30am', 'SUTAB split dose, 6pm the night before and 3:30am',
         'SUTAB (split dose, 6pm the night before and 3:30am)', 'SUTAB, split dose: half at 6pm the night before, rest at 3:30am',
         'SUTAB split dose (half 6pm night before, rest 3:30am)', 'SUTAB, split: 6pm night before / 3:30am',
         'SUTAB (split dose) - 6pm night before, 3:30am', 'SUTAB — split dose', 'SUTAB, split dose (6pm and 3:30am)',
         'SUTAB split-dose', 'SUTAB, split-dose', 'SUTAB (split-dose)'],
   CPT: ['6pm the night before and 3:30am', '6pm night before, 3:30am', '6pm and 3:30am', '6pm, 3:30am',
         'half at 6pm the night before, rest at 3:30am', '6pm (night before) + 3:30am', 'split dose: 6pm night before, 3:30am',
         '6pm night before / 3:30am', 'split dose (6pm, 3:30am)', 'split: 6pm and 3:30am', 'half at 6pm, half at 3:30am',
         '6pm + 3:30am', '6 pm night before, 3:30 am morning of', '6pm the night before, 3:30am the morning of', 'split dose',
         '6pm night before and 3:30am', '6pm the night before, 3:30am', 'half at 6pm night before, rest at 3:30am',
         'first half 6pm night before, second half 3:30am', '18:00 and 03:30', '6pm & 3:30am', '6:00pm and 3:30am',
         '6pm the night before + 3:30am', 'split dose - 6pm night before, 3:30am', 'split dose, 6pm and 3:30am']}),
 ("Insurance says it's covered 100% since it's a screening — no copay.", ['new'],
  {CI: ['covered 100%', '100% covered', 'fully covered', 'covered', 'no copay', 'covered 100%, no copay', '100% covered, no copay',
        'covered 100% (screening), no copay', 'fully covered (screening)', 'covered in full', '$0', '$0 copay', 'nothing', 'free',
        'covered 100% as screening', '100% (screening)', 'covered by insurance', 'insurance covers 100%', 'covered 100% - no copay',
        'fully covered, no copay', 'covered at 100%', '0', '$0 (covered 100%)', 'no cost', 'no copay (screening)',
        '100% covered as a screening, no copay', 'covered 100% since screening, no copay', '100%', 'covered (screening)',
        'insurance covers it 100%, no copay', 'fully covered by insurance, no copay', 'covered 100% (screening, no copay)',
        '100% covered (screening)', 'covered 100% (screening)', 'covered 100%; no copay', 'covered 100% — no copay',
        'fully covered - screening, no copay', '100% covered - no copay', 'covered 100% by insurance (screening), no copay',
        '$0 - covered 100%', 'covered 100% (no copay)', '100% covered (no copay)']}),
 ("Everyone keeps telling me the prep is the worst part 😬", [], {}),
 ("Okay, second thing — I need to shop for the clear liquid day. Chicken broth, Jell-O, apple juice, Gatorade and "
  "popsicles.", ['new'],
  {CP: None, PL: items(BROTH, JELLO, APPLE, GATOR, POPS)}),
 ("Oh and nothing red or purple — doctor's orders.", ['new'],
  {PR: ['no red or purple', 'nothing red or purple', 'red or purple', 'red and purple', 'no red/purple', 'avoid red and purple',
        'avoid red or purple', "no red or purple (doctor's orders)", "nothing red or purple (doctor's orders)",
        'no red or purple dyes', 'no red/purple colors', 'no red or purple colours', 'red, purple', 'no red, no purple',
        'avoid red/purple', 'no red or purple items', 'no red or purple food or drinks', 'nothing red/purple', 'no red or purple dye',
        'red/purple', "no red or purple - doctor's orders", 'no red & purple', 'avoid anything red or purple',
        'no red or purple colored items', 'nothing red or purple colored', 'no red or purple (doctor)', 'avoid red & purple',
        'nothing red or purple (doctor)', "no red/purple (doctor's orders)", 'no red or purple foods/drinks', 'no red or purple drinks',
        'no red and purple', 'no red or purple colors', 'avoid red and purple colors', "nothing red or purple – doctor's orders"]}),
 ("Ugh, Dana can't do it after all, work trip. My neighbor Luis is taking me instead.", ['update'],
  {CR: ['Luis', 'my neighbor Luis', 'neighbor Luis', 'Luis (neighbor)', 'Luis (my neighbor)', 'Luis, my neighbor', 'Luis driving',
        'Luis is driving me home', 'Luis will drive me home', 'Luis (neighbour)', 'neighbour Luis', 'Luis (neighbor) driving',
        'Luis (instead of Dana)', 'Luis (neighbor) instead of Dana', 'Luis (not Dana)', 'Luis drives me home', 'Luis - neighbor',
        'my neighbour Luis', 'Luis (neighbor), no Uber', 'neighbor', 'my neighbor', 'Luis (neighbor) taking me',
        'Luis (neighbor) is taking me', 'neighbor Luis (instead of Dana)', 'Luis, my neighbor (instead of Dana)',
        'my neighbor Luis is taking me', 'Luis (neighbor) to drive me home',
        'Luis, neighbor', 'Luis (neighbor, no Uber)']}),
 ("What time do I have to check in again?", ['check'], {}, ask(CA)),
 ("Scratch the popsicles, and add white grape juice. I'll do the store run Saturday.", ['new', 'update'],
  {PL: items(BROTH, JELLO, APPLE, GATOR, WGJ),
   PD: ['Saturday', 'Sat', 'on Saturday', 'this Saturday', 'Saturday (store run)', 'store run Saturday', 'Saturday store run',
        'Sat (store run)', 'Saturday - store run', 'store run on Saturday', 'Saturday shopping']}),
 ("Lakeside called — Dr. Feldman's out that week, so I'm moved to Monday the 21st with Dr. Osei. Same times.", ['update'],
  {CW: MON21 + ['Monday the 21st (Dr. Osei)', 'Monday 21st, same times', 'Monday the 21st, same times', 'Mon 21st (same times)',
                'Monday the 21st (same times)', 'Monday 21st with Dr. Osei'],
   CD: _doc('Dr. Osei') + ['Dr. Osei (instead of Dr. Feldman)', 'Dr. Osei (not Dr. Feldman)',
                           'Dr Osei (instead of Dr Feldman)']}),
 ("Okay, give me everything on both.", ['check'], {}, check(C, CP, split={PL: [BROTH, JELLO, APPLE, GATOR, WGJ]})),
])

# 2 ----------------------------------------------------------------------------------------------------------------
R = N("respite|respite care|respite stay|dad's respite|dad's respite stay|respite for dad|dad respite|respite care for dad",
      "care home|care home stay|dad's care home stay|beechwood house|beechwood|beechwood respite|respite at beechwood",
      "respite at beechwood house|beechwood house respite|dad's stay|stay for dad|dad's care|care for dad|dad care",
      "short stay|short-term care|temporary care|respite placement|dad's respite care|respite booking|book respite",
      "dad at beechwood|somewhere for dad|dad's stay at beechwood|care home for dad|respite (dad)|dad's fortnight",
      "respite care (beechwood house)|dad's respite at beechwood|respite for dad at beechwood house|dad's care home",
      "respite stay for dad|dad respite care|dad's short stay|dad - respite|respite - dad")
V = N("visiting rota|visit rota|visiting|visits|rota|visiting schedule|visit schedule|dad's visits|visiting dad",
      "visits to dad|visiting rota for dad|dad visiting rota|family rota|visiting plan|visit plan|who visits when",
      "visiting timetable|rota for visiting|family visiting rota|visiting dad at beechwood|beechwood visits",
      "visits at beechwood|dad visits|visiting schedule for dad|visiting rota (dad)|sibling rota|visitor rota",
      "dad's visiting rota|rota for dad|visiting rota - dad")
RF = f"{R}/" + N("for|who|who for|resident|person|patient|client|for whom|whose|service user|guest|name|person staying",
                 "staying|who's staying")
RP = f"{R}/" + N("place|home|care home|where|location|venue|provider|facility|at|setting|home name|care home name",
                 "residential home|nursing home|which home|establishment|respite home|respite provider|staying at")
RL = f"{R}/" + N("length|duration|how long|length of stay|stay length|period|stay duration|weeks|for how long|stay",
                 "length of respite|respite length|time|stay period|respite duration")
RW = f"?{R}/" + N("reason|why|because|occasion|cause|mum's operation|mum's op|mum's surgery|mum's hip|mum's hip op",
                  "hip operation|operation|surgery|operation date|surgery date|mum op date|mum's hip operation|context",
                  "background|note|notes|reason for stay|reason for respite|mum")
RC = f"?{R}/" + N("condition|care needs|diagnosis|health|medical condition|dementia|can't be left alone|illness|care need",
                  "support needs|health condition|dad's condition|medical|needs supervision")
RS = f"{R}/" + N("start|start date|from|arrival|arrival date|arrives|admission|admission date|move in|move-in|check in",
                 "move in date|begins|starting|starts|going in|going in on|date in|in from|from date|stay starts|date",
                 "stay from|when|begin|goes in|available from|room from|room available from")
RCO = f"{R}/" + N("cost|price|fee|fees|weekly cost|cost per week|price per week|weekly fee|weekly rate|rate|how much",
                  "charge|amount|per week|weekly price|total|costs|charges|weekly charge")
RSN = f"?{R}/" + N("settle in|settling in|settling-in|settle-in|why 8th|why the 8th|arrival reason|day before|settle",
                   "settling in day|settle in day|early arrival")
RN = f"{R}/" + N("to do|todo|to send|send|needs|required|requirements|paperwork|documents|forms|before he goes|tasks",
                 "outstanding|actions|need to|needed|checklist|things to do|admin|to sort|docs|paperwork needed",
                 "what they need|they need|before going in|before admission|prep|preparation|action items")
RM = f"{R}/" + N("manager|home manager|care home manager|contact|manager name|contact name|main contact|lead",
                 "registered manager|person in charge|beechwood manager|point of contact|in charge")
RRM = f"?{R}/" + N("room|room type|bedroom|single room|own room|room needed|accommodation|room choice|type of room")
RFD = f"?{R}/" + N("medical form|gp form|form status|gp form status|medical form status|done|completed|gp")
VME = f"{V}/" + N("me|myself|i|mine|my visits|my days|you|self|my slot|my turn|user|me (days)|my visiting days")
VCL = f"{V}/" + N("claire|our claire|sister claire|claire's days|claire's visits|claire (sister)|my sister claire",
                  "sister|claire visits")
VTM = f"{V}/" + N("tom|tom's days|tom's visits|brother tom|tom (brother)|my brother tom|brother|our tom|tom visits")
VH = f"{V}/" + N("visiting hours|hours|visiting times|times|visit hours|visiting time|when|open hours|allowed times",
                 "time window|window|visit times|hours allowed|opening hours|when to visit|visiting window",
                 "home visiting hours|beechwood visiting hours|visiting hours (beechwood)|allowed hours")
VAV = f"?{V}/" + N("avoid|avoid times|not at|except|mealtimes|restrictions|restriction|not during|avoid mealtimes|rules",
                   "rule|note|notes|preference|request|exclusions|don't visit|blackout|meal times|exceptions")
WEEKENDS = ['weekends', 'weekend', 'Saturdays and Sundays', 'Sat and Sun', 'Sat & Sun', 'Saturday and Sunday', 'Sat/Sun',
            'at weekends', 'the weekends', 'every weekend', 'Sat, Sun', 'Saturday, Sunday', 'Saturdays, Sundays',
            'Saturdays & Sundays', 'weekends (Sat & Sun)']
MEDS = ['meds list', 'medication list', 'his meds list', 'list of medications', 'send meds list', 'send over his meds list',
        'medications list', 'list of meds', 'send his meds list', 'medicines list']
GPF = ['medical form from GP', 'GP medical form', 'GP to fill in medical form', 'medical form', 'GP form',
       'GP to complete medical form', 'medical form (GP)', 'medical form filled in by GP', 'GP to fill in a medical form',
       'get GP to fill in medical form', 'GP to fill in the medical form', 'medical form from his GP']
def _wk(n, total):
    s, t = f'£{n:,}', f'£{total:,}'
    return gbp(n, f'{s} a week', f'{s}/week', f'{s} per week', f'{s} pw', f'{s} p/w', f'{s}/wk', f'{s} weekly',
               f'£{n} a week', f'{s} a week ({t} for the fortnight)', t, f'{t} for a fortnight', f'{t} total',
               f'{s} per week ({t} total)', f'{s}/week ({t} for two weeks)', f'{s} a week, {t} total', f'{n} per week',
               f'{s} a wk', f'{s} per week, {t} for two weeks', f'{s}/wk ({t} total)', f'{s} a week ({t} total)',
               f'{s} a week, so {t} for the fortnight', f'{t} ({s} a week)', f'{t} for two weeks', f'{t} for 2 weeks')
sc('h17_respite', "Held-out 17 (issue 14): a fortnight's respite care for a father and a family visiting rota", 'A '
   'British, narrative opener with the reason in a clause ("Mum\'s having her hip done on the 9th"), the person, the '
   'length and the home, a start date with its reason and a weekly price, two things to do before he goes in, the '
   'manager in passing, an apology with nothing to record, a second task as a rota of three people\'s days, the price '
   'corrected with the reason ("he\'ll need his own"), one person\'s days narrowed, a check on one slot, visiting hours '
   'with a request, one thing done ("that\'s one off the list"), a check on each task.', [
 ("Mum's having her hip done on the 9th, so Dad needs somewhere to stay for a fortnight — he can't be left on his own "
  "with his dementia. We're looking at respite at Beechwood House.", ['new'],
  {R: None,
   RF: ['Dad', 'my dad', 'Dad (dementia)', 'Dad, who has dementia', 'my dad (dementia)', 'Father', 'Dad - dementia',
        'Dad (has dementia)', 'Dad (dementia, can\'t be left alone)'],
   RP: ['Beechwood House', 'Beechwood', 'Beechwood House care home', 'Beechwood House (care home)', 'Beechwood House (looking at)',
        'Beechwood House (considering)', 'looking at Beechwood House', 'Beechwood House respite', 'Beechwood care home',
        'Beechwood House (respite)', 'considering Beechwood House'],
   RL: ['a fortnight', 'fortnight', 'two weeks', '2 weeks', '14 days', 'a fortnight (2 weeks)', '2 weeks (fortnight)',
        'fortnight (2 weeks)', 'for a fortnight', 'two-week', '2-week', 'two week stay', '2 week stay', 'a two-week stay',
        'a fortnight (while Mum has her hip done)', 'fortnight from the 9th', 'two weeks from the 9th', '2 weeks from the 9th',
        'a fortnight from the 9th', '2 weeks (while Mum recovers)', 'a fortnight (Mum\'s hip op)', 'one fortnight'],
   RW: ["Mum's hip operation on the 9th", "Mum's hip op on the 9th", "Mum's hip operation", "Mum's hip op", 'the 9th', '9th',
        'Mum having her hip done on the 9th', "Mum's hip replacement on the 9th", "Mum's hip replacement", 'hip operation on the 9th',
        'Mum hip op 9th', "Mum's having her hip done", "Mum's hip surgery (9th)", "Mum's hip surgery on the 9th", "Mum's hip op (9th)",
        'Mum in for hip op on the 9th', "Mum's hip", "Mum's op on the 9th", "Mum's operation (9th)", "Mum's hip done on the 9th",
        'hip op 9th', "Mum's hip operation (9th)", "Mum's hip op; Dad can't be left alone (dementia)",
        "Mum's hip operation; Dad has dementia and can't be left alone", "Mum's hip op on the 9th, Dad can't be left alone",
        "can't be left alone (dementia); Mum's hip op on the 9th", 'Mum having her hip done (9th)', 'hip op on the 9th',
        "Mum's hip op on the 9th (Dad can't be left alone with dementia)", 'Mum: hip op on the 9th', 'hip operation (9th)'],
   RC: ['dementia', 'has dementia', "dementia, can't be left on his own", "dementia - can't be left alone", "can't be left on his own",
        "dementia (can't be left alone)", 'Dementia', "can't be left alone", "dementia, can't be left alone",
        "has dementia, can't be left on his own", 'dementia (needs supervision)', "can't be left on his own (dementia)"]}),
 ("Beechwood can have him from the 8th — they like them to settle in the day before. It's £1,150 a week.", ['new'],
  {RS: nth(8, None, None, ['8', 'from the 8th', "the 8th (day before Mum's op)", '8th (settle in day before)',
                           'the 8th, to settle in the day before', 'from the 8th (settling in)', 'the 8th (day before)',
                           '8th - day before', 'from 8th', 'the 8th (to settle in)', '8th (day before, to settle in)',
                           'from the 8th (settle in the day before)']),
   RCO: _wk(1150, 2300),
   RSN: ['day before to settle in', 'settle in the day before', 'they like them to settle in the day before', 'settles in the day before',
         'arrive day before to settle', 'day before', 'yes', 'settling in the day before', 'settle in day before',
         'one day early to settle in', 'a day early to settle', 'day before, to settle in', 'to settle in', 'settle in a day early']}),
 ("I need to send over his meds list, and his GP has to fill in a medical form before he goes in.", ['new'],
  {RN: items(MEDS, GPF, more=['meds list + GP medical form', 'send meds list; GP to fill in medical form',
                              'meds list and medical form (GP)', 'send meds list, GP medical form'])}),
 ("The manager's called Fiona Marsh — lovely woman, very patient with him.", ['new'],
  {RM: ['Fiona Marsh', 'Fiona', 'Marsh', 'Ms Marsh', 'Fiona Marsh (manager)', 'Fiona Marsh, manager', 'Mrs Marsh',
        'manager Fiona Marsh', 'Fiona Marsh (home manager)', 'Fiona Marsh - manager', 'Fiona Marsh (lovely, very patient)',
        'Fiona Marsh (manager, very patient)']}),
 ("Sorry, I'm all over the place. It's been a long week.", [], {}),
 ("And I want a visiting rota so he doesn't feel dumped there — I'll do Mondays and Thursdays, our Claire's doing "
  "Wednesdays, and Tom's got weekends.", ['new'],
  {V: None,
   VME: ['Mondays and Thursdays', 'Monday and Thursday', 'Mon and Thu', 'Mon & Thu', 'Mondays & Thursdays', 'Mon/Thu',
         'Mondays, Thursdays', 'Mon, Thu', 'Monday, Thursday', 'Mon & Thurs', 'Mon and Thurs', 'Mondays/Thursdays',
         'Monday & Thursday', 'Mon, Thurs', 'Mondays + Thursdays'],
   VCL: ['Wednesdays', 'Wednesday', 'Wed', 'Weds', 'every Wednesday', 'Wednesdays (Claire)'],
   VTM: WEEKENDS}),
 ("Beechwood rang — it's £1,290 a week, not £1,150. The cheaper rate was for a shared room and he'll need his own.",
  ['update'],
  {RCO: _wk(1290, 2580) + ['£1,290 a week (own room)', '£1,290/week (single room)', '£1,290 a week for his own room',
                           '£1,290 per week (own room, not shared)', '£1,290 a week (not £1,150)', '£1,290 pw (own room)'],
   RRM: ['own room', 'his own room', 'single room', 'single', 'private room', 'own room (not shared)', 'not shared', 'own',
         'single (not shared)', 'his own room (not shared)', 'own room, not shared', 'private', 'own room (£1,290)',
         'single room (£1,290 a week)']}),
 ("Tom says he can only do Saturdays — he has the kids on Sundays.", ['update'],
  {VTM: ['Saturdays', 'Saturday', 'Sat', 'Saturdays only', 'Saturday only', 'Sats', 'Saturdays (kids on Sundays)',
         'Saturdays only (has kids Sundays)', 'every Saturday', 'Saturdays (not Sundays)', 'Sat only',
         'Saturdays (has the kids on Sundays)', 'Saturdays only (kids on Sundays)', 'Saturdays (no Sundays)',
         'Saturdays only - has the kids Sundays']}),
 ("What was the manager's name again?", ['check'], {}, ask(RM)),
 ("For the rota — visiting hours are 10 till 8, but they'd rather we steered clear of mealtimes.", ['new'],
  {VH: span(['10', '10am', '10:00', '10.00', '10 am', '10:00am'], ['8', '8pm', '8:00', '8.00', '8 pm', '8:00pm', '20:00'],
            ['10am–8pm, not mealtimes', '10-8 (avoid mealtimes)', '10am-8pm (avoid mealtimes)', '10 till 8, avoid mealtimes',
             '10am to 8pm, not at mealtimes', '10–8 except mealtimes', '10am-8pm, avoid mealtimes', '10 till 8 (not mealtimes)',
             '10am–8pm (steer clear of mealtimes)', '10:00–20:00', '10:00-20:00', '10am-8pm (not at mealtimes)', 'ten till eight',
             'ten to eight', '10 till 8 (avoid mealtimes)', '10am till 8pm, avoiding mealtimes', '10am-8pm except mealtimes']),
   VAV: ['mealtimes', 'meal times', 'avoid mealtimes', 'not at mealtimes', 'no mealtimes', 'avoid meal times', 'not during mealtimes',
         'steer clear of mealtimes', 'not mealtimes', "they'd rather we avoid mealtimes", 'no visits at mealtimes',
         'avoid mealtimes (preferred)', 'steer clear of mealtimes (preferred)', 'mealtimes (avoid)', 'meals', 'avoid meals',
         'mealtimes (preferably avoid)', 'avoid mealtimes if possible', 'not at meal times', 'steer clear of mealtimes (request)']}),
 ("GP's done the medical form, so that's one off the list.", ['update'],
  {RN: MEDS + ['just the meds list', 'meds list only', 'send over meds list', 'only the meds list', 'meds list still to send',
               'meds list to send', 'meds list (GP form done)', 'meds list (medical form done)', 'just send meds list',
               'send his meds list (GP form done)', 'meds list (still to send)', 'send meds list (medical form done)'],
   RFD: ['done', 'done by GP', 'completed', 'filled in', 'GP done', 'done (GP)', 'complete', 'yes', 'GP has done it', 'sorted',
         'filled in by GP', 'GP has done the medical form', 'done - GP filled it in', 'done (filled in by GP)']}),
 ("Where are we with Dad's stay, then?", ['check'], {}, check(R)),
 ("And who's visiting when?", ['check'], {}, check(V)),
])

# 3 ----------------------------------------------------------------------------------------------------------------
O = N("open mic|open mic night|comedy open mic|stand-up open mic|standup open mic|stand-up|standup|stand up",
      "open mic at the laugh track|laugh track open mic|the laugh track|laugh track|first open mic|my first open mic",
      "first stand-up set|stand-up set|comedy set|open-mic|open mic comedy|comedy night|first stand-up|stand-up debut",
      "comedy debut|open mic (laugh track)|laugh track mic|mic|open mic set|doing stand-up|stand-up comedy open mic",
      "comedy open mic night|the mic|open mic at laugh track|first mic|wednesday open mic|stand up open mic|open mic gig",
      "first open mic (laugh track)|stand-up open mic (laugh track)|my set|set|comedy gig|first comedy gig")
W = N("stand-up class|standup class|comedy class|stand-up comedy class|comedy workshop|stand-up workshop|class",
      "comedy writing class|workshop|second stage class|second stage|second stage stand-up class|6-week class",
      "six-week class|6 week stand-up class|comedy course|stand-up course|standup course|class at second stage",
      "comedy class at second stage|stand-up class (second stage)|second stage comedy class|comedy lessons",
      "stand-up lessons|the class|stand-up comedy course|6-week stand-up class|6 week class|stand up class",
      "comedy class (second stage)|stand-up class at second stage|second stage course|comedy school")
OV = f"{O}/" + N("venue|where|location|place|club|bar|at|comedy club|spot|room|held at|space|venue name|club name")
OA = f"?{O}/" + N("address|street|street address|venue address|location address")
OD = f"{O}/" + N("date|when|day|night|show date|mic date|date of mic|open mic date|on|which night|scheduled|booked",
                 "which day|day of mic|mic night")
OF = f"?{O}/" + N("first|first time|first ever|debut|experience|notes|note|level|experience level|is first")
OL = f"{O}/" + N("set length|length|set|set time|minutes|time slot|slot|slot length|how long|duration|set duration",
                 "time limit|stage time|set size|mins|length of set|set minutes|minutes on stage")
OS = f"{O}/" + N("sign-up|signup|sign up|sign-up time|signup time|sign up time|sign-ups|list|sign-up at|sign up at",
                 "list time|sign in|sign-in|register|registration|sign up by|arrive|arrival|get there|get there by",
                 "sign-up opens|signups|signup at|sign-in time|list opens|list sign-up")
OT = f"{O}/" + N("show|show time|showtime|show start|start|start time|starts|show starts|begins|doors|mic starts",
                 "performance|show at|time|performance time|stage|show begins|start of show|mic start")
OFC = f"?{O}/" + N("order|first come first served|fcfs|policy|lineup|line up|sign-up rule|sign up rule|rule",
                   "how it works|system|sign-up policy|lineup order")
OB = f"{O}/" + N("bits|material|jokes|set list|setlist|topics|premises|routines|bit list|list of bits|my bits|content",
                 "jokes list|act|routine|subjects|set material|planned bits|bits so far|bits planned|ideas|joke topics",
                 "bit|premise|topic|joke")
OM = f"{O}/" + N("drink minimum|drinks|minimum|2-drink minimum|two drink minimum|drink min|minimum purchase",
                 "requirement|cost|price|buy|drink requirement|fee|entry|cover|purchase|spend|have to buy|must buy",
                 "two-drink minimum|drink rule|drink requirement for performers|2 drink minimum")
WV = f"{W}/" + N("venue|where|location|place|school|studio|theater|theatre|at|provider|host|run by|held at|company",
                 "comedy school|organization|organisation|taught at")
WL = f"{W}/" + N("length|duration|weeks|how long|course length|number of weeks|class length|runs for|# of weeks",
                 "total weeks|course duration|program length|no. of weeks")
WP = f"{W}/" + N("price|cost|fee|how much|tuition|total|amount|course fee|class fee|class cost|course cost|charge",
                 "registration fee|course price|class price")
WST = f"?{W}/" + N("status|decision|considering|thinking about|plan|signed up|enrolled|registration status|interest",
                   "interested|stage")
WD = f"{W}/" + N("day|days|class day|which day|weekday|meets|meets on|class night|night|nights|schedule|day of week",
                 "every|weekly on|class days|sessions on|section|class section|which section|when")
WT = f"{W}/" + N("time|times|class time|hours|from to|what time|class hours|time slot|timing|session time|lesson time",
                 "start time|class times")
WS = f"{W}/" + N("start|start date|starts|starting|begins|first class|first session|from|begin date|begin|starting date",
                 "starts on|first week|kicks off|commences|course start|class start|first day|begins on")
WR = f"?{W}/" + N("reason|why|note|notes|reason for thursday|because|why thursday|section choice|conflict|clash",
                  "why switch|switch reason|reason for switch")
AIR = ['airport security', 'airport', 'TSA', 'airport security bit', 'TSA / airport security']
MOM = ['my mom learning to text', 'mom learning to text', 'mom texting', 'my mom texting', 'mom learning to text bit', 'Mom texting']
SUB = ['being a substitute teacher', 'substitute teacher', 'substitute teaching', 'sub teacher', 'subbing', 'being a sub',
       'substitute teacher bit', 'sub teacher bit']
T7 = ['7pm', '7 pm', '7:00pm', '7:00 pm', '7:00', '7.00', '7pm sharp']
def _tue(day):
    d3, d4 = day[:3], day[:4]
    return [f'{day}s', day, d3, d4, f'{day} nights', f'{day} evenings', f'every {day}', f'weekly on {day}', f'{day}s 6:30-8:30',
            f'{day}s, 6:30 to 8:30', f'{day}s 6:30-8:30pm', f'{day} 6:30-8:30pm', f'{day}s 6:30 to 8:30pm', f'{day}s, 6:30-8:30pm',
            f'{day} 6:30 to 8:30', f'{day} nights 6:30-8:30', f'{day} night', f'{day} evening', f'{d3}s', f'{d4}s',
            f'{day}s 6:30–8:30', f'{day}s (6:30-8:30pm)', f'{day} 6:30pm-8:30pm', f'{day}s 6:30pm-8:30pm', f'{day} section',
            f'{day}s, 6:30pm to 8:30pm', f'{d3} 6:30-8:30pm', f'{day}s at 6:30pm', f'{day}s 6.30-8.30']
sc('h17_openmic', 'Held-out 17 (issue 14): a first stand-up open mic and a six-week comedy class', 'An American, '
   'lower-case, excited opener with a venue and street and a day, set length, sign-up and show times with a policy in '
   'fragments, a list of three bits, a drink minimum with a shrug, a second task "also looking at" with a length, venue '
   'and price, a day, time and start date in fragments, a bit cut on a roommate\'s reaction, the sign-up time corrected '
   '("just checked their insta"), an aside with nothing to record, a switch to another section with a new start and the '
   'reason, a check on one slot, the cut undone ("put the sub teacher bit back in"), a check over both.', [
 ("doing my first stand-up open mic!! the laugh track on 5th street, next wednesday", ['new'],
  {O: None,
   OV: ['the Laugh Track', 'Laugh Track', 'the Laugh Track on 5th Street', 'Laugh Track on 5th St', 'Laugh Track, 5th Street',
        'the Laugh Track (5th Street)', 'Laugh Track (5th St)', 'The Laugh Track, 5th St', 'Laugh Track - 5th Street',
        'Laugh Track on Fifth Street', 'Laugh Track, 5th St.', 'the Laugh Track, 5th Street', 'Laugh Track (5th Street)',
        'The Laugh Track on 5th St', 'the laugh track on 5th street'],
   OA: ['5th Street', '5th St', 'Fifth Street', '5th St.', 'on 5th Street', '5th street'],
   OD: ['next Wednesday', 'Wednesday', 'next Wed', 'next Weds', 'Wed', 'Weds', 'this coming Wednesday', 'next Wednesday night',
        'Wednesday night', 'Wednesday (next week)', 'coming Wednesday', 'Wed next week', 'next week Wednesday'],
   OF: ['yes', 'first', 'first time', 'first ever', 'my first', 'first open mic', 'first one', 'debut', 'first stand-up open mic',
        'true', 'first stand-up', 'first time doing stand-up']}),
 ("5 min set. sign-up at 7, show starts 8. first come first served", ['new'],
  {OL: ['5 min', '5 minutes', '5 mins', 'five minutes', '5-minute', '5 minute', '5 min set', '5-minute set', '5 minute set',
        'five-minute set', '5m', '5min', 'five minute set', '5 mins set', '5 minutes set', '5-min', '5-min set', 'five min'],
   OS: T7 + ['at 7pm', "7 o'clock", '19:00', '7 p.m.', '7pm (first come first served)', '7pm, first come first served',
             '7 (first come, first served)', '7pm - first come first served', '7pm, FCFS', '7pm (FCFS)',
             '7pm sign-up', 'sign up 7pm', '7pm, first come, first served', '7 (FCFS)'],
   OT: clock(8, 0, 'pm', ['8', 'at 8', '8pm show', 'show at 8', 'show starts 8', 'starts 8pm', 'show at 8pm', 'show 8pm']),
   OFC: ['first come first served', 'first come, first served', 'FCFS', 'first-come first-served', 'first-come, first-served',
         'first come first serve', 'first come, first serve', 'first-come-first-served']}),
 ("bits so far: airport security, my mom learning to text, and being a substitute teacher", ['new'],
  {OB: items(AIR, MOM, SUB)}),
 ("there's a 2-drink minimum too, whatever", ['new'],
  {OM: ['2-drink minimum', '2 drink minimum', 'two-drink minimum', 'two drink minimum', '2 drinks', 'two drinks', '2 drink min',
        '2-drink min', '2 drinks minimum', 'buy 2 drinks', 'min 2 drinks', 'minimum 2 drinks', '2', 'two', '2 drinks min',
        'two drinks minimum', '2-drink minimum (performers too)', '2 drink minimum (whatever)', 'minimum of 2 drinks',
        'minimum two drinks', '2-drink min.', '2 drinks min.', 'have to buy 2 drinks', '2 drinks required']}),
 ("also looking at a 6-week stand-up class at second stage. $240", ['new'],
  {W: None,
   WV: ['Second Stage', 'second stage', 'Second Stage Comedy', 'Second Stage theater', 'at Second Stage', 'Second Stage Theatre',
        'Second Stage comedy school', 'Second Stage ($240)'],
   WL: ['6 weeks', 'six weeks', '6-week', 'six-week', '6 wks', '6 week', 'six week', '6 weeks long', '6-week course',
        '6 week class', '6-week class', '6 week course', 'six-week course', 'six-week class'],
   WP: usd(240, '$240 total', '$240 for 6 weeks', '$240 for six weeks', '$240 (6 weeks)', '$40/week', '$240 for the class',
           '$240 for the course', '$240 (6-week class)', '$240/6 weeks'),
   WST: ['considering', 'looking at', 'looking at it', 'thinking about it', 'interested', 'maybe', 'undecided', 'thinking',
         'not signed up yet', 'looking into it', 'tentative', 'researching', 'exploring', 'considering it']}),
 ("it's tuesdays 6:30 to 8:30, starts the 3rd", ['new'],
  {WD: _tue('Tuesday'),
   WT: span(['6:30', '6.30', '6:30pm', '6.30pm', '6:30 pm', '18:30', 'half six'], ['8:30', '8.30', '8:30pm', '8.30pm', '8:30 pm', '20:30',
                                                                             'half eight'],
            ['half six to half eight', '6:30-8:30 (2 hours)', 'half past six to half past eight', '6:30-8:30 pm']),
   WS: nth(3, 'Tuesday', None, ['3', 'starts the 3rd', 'starting the 3rd', 'starts Tuesday the 3rd', 'from the 3rd',
                                'starts on the 3rd', 'begins the 3rd'])}),
 ("cutting the substitute teacher bit, it's not landing with my roommate", ['update'],
  {OB: items(AIR, MOM, more=['airport security + mom learning to text', 'airport security & my mom learning to text'])}),
 ("oh wait sign-up's 7:30 not 7, just checked their insta", ['update'],
  {OS: clock(7, 30, 'pm', ['7:30pm sign-up', 'sign-up at 7:30', 'sign-up 7:30pm', '7:30pm (first come first served)',
                           '7:30pm, first come first served', '7:30 (FCFS)', '7:30pm (FCFS)', '7:30 (not 7)', '7:30pm (not 7)',
                           '7:30pm, first come, first served', 'sign up at 7:30pm', '7:30pm - first come first served'])}),
 ("lol my roommate just called me 'a lot.' cool cool cool", [], {}),
 ("class has a thursday section too, same time, starts the 5th. doing that one instead — work schedule thing, totally "
  "forgot", ['update'],
  {WD: _tue('Thursday') + ['Thurs', 'Thurs nights', 'Thursdays (not Tuesdays)', 'Thursday section (same time)',
                           'Thursdays 6:30-8:30 (same time)', 'Thursdays, same time', 'Thursday (not Tuesday)'],
   WS: nth(5, 'Thursday', None, ['5', 'starts the 5th', 'starting the 5th', 'starts Thursday the 5th', 'from the 5th',
                                 'starts on the 5th', 'begins the 5th', 'Thurs the 5th', 'Thurs 5th']),
   WST: ['doing it', 'doing the Thursday section', 'going with the Thursday section', 'Thursday section', 'decided', 'signing up',
         'enrolling', 'doing that one', 'going ahead', 'yes', 'taking it', 'taking the Thursday section', 'decided (Thursday section)',
         'doing it (Thursday section)'],
   WR: ['work schedule', 'work schedule thing', 'work schedule clash', 'work schedule conflict', 'work', 'work conflict',
        'because of work', 'work clash', 'my work schedule', 'schedule conflict with work', 'work schedule (forgot)',
        'clashes with work', 'conflict with work schedule', 'work schedule issue', 'fits work schedule', 'job schedule']}),
 ("wait what time's sign-up", ['check'], {}, ask(OS)),
 ("ok put the sub teacher bit back in, my coworker laughed so hard she cried", ['update'],
  {OB: items(AIR, MOM, SUB)}),
 ("ok what've i got for the mic and the class", ['check'], {}, check(O, W, split={OB: [AIR, MOM, SUB]})),
])

# 4 ----------------------------------------------------------------------------------------------------------------
B = N("brownies|brownie|volunteering at brownies|brownies volunteering|brownie leader|brownies leader|helping at brownies",
      "brownies helper|volunteer at brownies|1st ashfield brownies|ashfield brownies|girlguiding|girlguiding volunteer",
      "guiding|brownie volunteer|brownies volunteer|volunteering|brownies unit|ruby's brownies|brownies (volunteering)",
      "brownies - volunteering|volunteer leader|unit helper|brownie unit helper|leader at brownies|brownies helping",
      "helping out at brownies|volunteering with brownies|brownies leadership|girl guides|guides|brownie helper",
      "brownies volunteer role|helping with brownies|volunteer at ruby's brownies|1st ashfield|brownies (1st ashfield)")
BN = N("badge night|craft badge night|craft night|craft badge|badge night supplies|craft supplies|crafts",
       "craft badge night supplies|supplies for badge night|supplies|craft supplies for badge night|craft session",
       "craft evening|brownies craft night|brownie craft night|badge night on the 14th|craft activity|craft badge session",
       "running craft badge night|run badge night|craft badge evening|badge night (craft)|craft night supplies",
       "craft night shopping|shopping for badge night|craft shopping|badge night shopping|craft badge night (14th)",
       "run the craft badge night|craft badge night prep|badge night prep|craft badge night (brownies)")
BU = f"{B}/" + N("unit|pack|which unit|group|brownie unit|unit name|troop|company|which brownies|brownie pack|pack name",
                 "group name|brownies unit name|unit number")
BD = f"{B}/" + N("day|night|when|meets|meeting night|meeting day|evening|evenings|which night|weekly on|day of week",
                 "schedule|sessions|session day|meets on|meetings|meeting|weekly|day and time")
BV = f"{B}/" + N("venue|where|location|place|hall|church hall|meeting place|held at|at|meets at|building|premises")
BK = f"?{B}/" + N("daughter|child|ruby|whose unit|kid|my daughter|because of|connection|reason|member|child in unit",
                  "our ruby|why")
BR = f"?{B}/" + N("role|position|job|volunteer role|as|helping as|capacity|my role")
BDB = f"{B}/" + N("dbs|dbs check|dbs status|background check|criminal record check|dbs check status|check|vetting",
                  "disclosure|enhanced dbs|dbs needed|dbs required|police check|dbs clearance|dbs result")
BL = f"{B}/" + N("leader|brown owl|unit leader|contact|main contact|who runs it|runs it|lead|in charge|head|guider",
                 "lead volunteer|boss|organiser|organizer|leader's name|unit leader name|leader name")
BIV = f"?{B}/" + N("id verification|id check|id|verification|verifier|id verified by|who verifies id|id checker",
                   "identity check|id verification by|verifying id")
BT = f"{B}/" + N("time|times|hours|meeting time|start time|from to|session time|what time|timing|session hours",
                 "meeting hours|evening time|slot|time slot")
BS = f"{B}/" + N("training|safeguarding|safeguarding training|course|module|online training|training required",
                 "training needed|required training|safeguarding course|safeguarding module|training to do",
                 "mandatory training|e-learning|elearning|online course|before start|before i start")
BNM = f"{B}/" + N("brownie name|my brownie name|owl name|name|guiding name|nickname|my name|volunteer name|title",
                  "brownie nickname|called|my owl name|my title")
BNB = f"?{B}/" + N("picked by|chosen by|named by|choice of|who chose|who picked|name chosen by|selected by")
ND = f"{BN}/" + N("date|when|day|night|on|event date|badge night date|scheduled|scheduled for|held on|session date",
                  "date of badge night|which night|which day")
NN = f"{BN}/" + N("number|girls|how many|headcount|numbers|number of girls|count|attendees|group size|size|kids",
                  "children|participants|brownies|for|quantity|people|number of brownies|how many girls|head count")
NAB = f"?{BN}/" + N("asked by|requested by|who asked|arranged by|on behalf of")
NRN = f"?{BN}/" + N("run by|running|who's running|host|my role|role|led by|organiser|organizer|in charge|leader|lead")
NWH = f"?{BN}/" + N("event|activity|what|occasion|type|purpose|badge|which badge|session|for what|theme")
NS = f"{BN}/" + N("supplies|materials|items|craft supplies|list|shopping list|to buy|need|needs|what to buy|stuff",
                  "things needed|materials needed|supplies list|craft materials|to get|shopping|items needed|buy",
                  "supplies needed|craft items|supply list")
NB = f"{BN}/" + N("budget|spend|max|max spend|limit|money|allowance|budget limit|funds|up to|spending limit|can spend",
                  "maximum|cost limit|budget (£)")
NBS = f"?{BN}/" + N("from|funded by|source|paid from|paid by|funding|budget source|who pays|money from|out of",
                    "comes from|covered by|funded from")
NGL = f"?{BN}/" + N("glue|glue note|note|notes|already have|have already|in cupboard|cupboard|got|spare",
                    "existing supplies|already got|in stock")
FELT, PIPE = ['felt', 'felt sheets', 'coloured felt', 'colored felt'], ['pipe cleaners', 'pipe-cleaners', 'pipecleaners']
EYES = ['googly eyes', 'googly-eyes', 'wiggly eyes', 'goggle eyes']
GLUE, TIPS = ['PVA glue', 'PVA', 'glue'], ['felt tips', 'felt-tip pens', 'felt tip pens', 'felt-tips', 'felt tip pens (instead of glue)']
def _span67():
    return span(['6', '6pm', '6:00', '6.00', '6 pm', '18:00', '6:00pm'],
                ['7:30', '7.30', 'half 7', '7:30pm', '7.30pm', 'half seven', '19:30', '7:30 pm'],
                ['six till half seven', '6 till half 7', '6pm till half 7', 'Tuesdays 6-7:30', 'Tuesday 6-7:30pm',
                 'Tuesdays 6-7.30pm', 'Tuesday evenings 6-7:30', 'Tuesdays 6 till half 7', '6–7:30pm', '6-7.30 pm',
                 '6pm - 7:30pm', '6 p.m. to 7.30 p.m.', '6 to half 7', '6pm to half 7'])
sc('h17_brownies', "Held-out 17 (issue 14): volunteering at a daughter's Brownies and supplies for a craft badge night", 'A '
   'British, chatty opener with the unit, the day and the hall, a DBS check needed with the leader named by her title, '
   'a time as "6 till half 7" with a training module, a proud aside with nothing to record, a second task asked of her by '
   'the leader with a date and a number of girls, a list of supplies with a budget and where it comes from, the check '
   'come back clear, the number corrected ("two new ones started"), a check on one slot, an item swapped on the leader\'s '
   'word, a Brownie name chosen by her daughter, a check on each task.', [
 ("I've finally caved and said I'll help out at our Ruby's Brownies — 1st Ashfield, Tuesday evenings at St Mark's "
  "church hall.", ['new'],
  {B: None,
   BU: ['1st Ashfield', '1st Ashfield Brownies', 'First Ashfield', 'First Ashfield Brownies', '1st Ashfield Brownie unit',
        "1st Ashfield (Ruby's unit)", "Ruby's Brownies, 1st Ashfield", "1st Ashfield Brownies (Ruby's)", 'Ashfield',
        '1st Ashfield Brownie pack', '1st Ashfield Brownies unit'],
   BD: ['Tuesday evenings', 'Tuesday', 'Tuesdays', 'Tuesday evening', 'Tuesday nights', 'Tues evenings', 'Tue evenings',
        'Tuesdays (evenings)', 'every Tuesday evening', 'weekly on Tuesday', 'Tue', 'Tues', 'Tuesday eves',
        "Tuesday evenings at St Mark's church hall", "Tuesday evenings, St Mark's church hall", 'Tuesday night', 'Tues',
        'weekly, Tuesday evenings', 'Tuesdays, evenings'],
   BV: ["St Mark's church hall", "St Mark's Church Hall", "St Mark's", 'St Marks church hall', "St Mark's hall",
        "church hall (St Mark's)", "St. Mark's church hall", "St Mark's church hall (Tuesday evenings)", 'St Marks hall',
        "St Mark's church", 'St Marks', "the church hall at St Mark's"],
   BK: ['Ruby', 'our Ruby', "Ruby's unit", 'Ruby (daughter)', 'my daughter Ruby', 'daughter Ruby', "Ruby's Brownies",
        'Ruby is a Brownie', 'Ruby goes there', 'Ruby (our daughter)'],
   BR: ['helper', 'volunteer', 'help out', 'helping out', 'volunteer helper', 'unit helper', 'helping', 'volunteer (helping out)',
        'leader', 'volunteer leader', 'assistant', 'helper/volunteer', 'volunteer helping out']}),
 ("First I've got to get a DBS check done — Brown Owl, Karen, is doing the ID verification bit.", ['new'],
  {BDB: ['needed', 'required', 'to do', 'needed first', 'required first', 'to get', 'needs doing', 'pending', 'in progress',
         'not done yet', 'get one first', 'needed (Karen doing ID verification)', 'required (Karen verifying ID)',
         'pending (Karen doing ID check)', 'needed before starting', 'needed - Karen verifying ID', 'to do first', 'applying',
         'to be done', 'required first (Karen verifying ID)', 'to get first', 'need to get', 'pending ID verification',
         'awaiting ID verification', 'ID verification by Karen', 'Karen doing ID verification', 'needed first (Karen verifying ID)',
         'to get done first', 'needs doing first', 'required before starting', 'in progress (Karen doing ID verification)',
         'pending - Karen doing ID verification', 'started - Karen doing ID verification', 'must get done first'],
   BL: ['Karen', 'Brown Owl (Karen)', 'Karen (Brown Owl)', 'Karen, Brown Owl', 'Brown Owl Karen', 'Brown Owl', 'Karen - Brown Owl',
        'Karen (Brown Owl, doing ID verification)', 'Karen (unit leader)', 'Brown Owl - Karen', 'Karen (Brown Owl / leader)',
        'Brown Owl: Karen'],
   BIV: ['Karen', 'Brown Owl', 'Karen (Brown Owl)', 'Karen doing it', 'Brown Owl (Karen)', 'by Karen', 'Karen is doing it',
         'Karen - Brown Owl', 'Karen (Brown Owl) is doing it', 'Brown Owl Karen']}),
 ("It's 6 till half 7. And I've to do the online safeguarding training, Safe Space Level 1, before I start.", ['new'],
  {BT: _span67(),
   BS: ['Safe Space Level 1', 'Safe Space level 1', 'Safe Space 1', 'Safe Space Level 1 (online)',
        'online safeguarding training (Safe Space Level 1)', 'Safe Space Level 1 safeguarding training',
        'safeguarding training - Safe Space Level 1', 'Safe Space Level 1 (online safeguarding)', 'online safeguarding, Safe Space Level 1',
        'Safe Space Level 1 online safeguarding training', 'safeguarding: Safe Space Level 1', 'Safe Space Level 1 - before I start',
        'Safe Space Level 1 (before starting)', 'Safe Space Level One', 'Safe Space L1', 'online Safe Space Level 1',
        'online safeguarding training: Safe Space Level 1', 'Safe Space Level 1, online, before I start',
        'Safe Space Level 1 (online, before I start)', 'Safe Space Level 1 - online safeguarding',
        'Safe Space Level 1 online training', 'online safeguarding training, Safe Space Level 1 (before I start)',
        'Safe Space Level 1 (online safeguarding training, before I start)']}),
 ("Ha, Ruby's already told her whole class her mum's 'in charge' now.", [], {}),
 ("Karen's asked me to run the craft badge night on the 14th — so I'll need supplies for 24 girls.", ['new'],
  {BN: None,
   ND: nth(14, None, None, ['14', 'the 14th (Tuesday)', 'Tuesday 14th', 'Tuesday the 14th', 'Tue 14th', '14th (Tuesday)',
                            'Tues 14th']),
   NN: ['24', '24 girls', 'twenty-four', '24 Brownies', 'for 24 girls', '24 kids', '24 children', 'twenty four girls', '24 people',
        '24 girls (Brownies)', 'supplies for 24 girls', '24 girls attending'],
   NAB: ['Karen', 'Brown Owl', 'Karen (Brown Owl)', 'Brown Owl (Karen)', 'Karen asked', 'asked by Karen'],
   NRN: ['me', 'myself', 'I am', 'me (asked by Karen)', 'me, asked by Karen', 'running it', 'me running it', "I'm running it",
         'me - running it', 'yes', 'me (Karen asked)', 'me, for Karen'],
   NWH: ['craft badge night', 'craft badge', 'craft night', 'badge night', 'craft badge evening', 'Craft badge', 'craft badge session',
         'running the craft badge night', 'craft badge (badge night)']}),
 ("Thinking felt, pipe cleaners, googly eyes and PVA glue. Budget's £40 out of subs.", ['new'],
  {NS: items(FELT, PIPE, EYES, GLUE),
   NB: gbp(40, '£40 from subs', '£40 out of subs', '£40 (subs)', '£40 from unit subs', 'up to £40', '£40 max', 'max £40',
           '£40 budget', '£40 (from subs)', '£40 - subs', '£40 (out of subs)', '£40 from the subs', '£40 from Brownies subs',
           '£40 out of the subs', '£40 (unit subs)'),
   NBS: ['subs', 'out of subs', 'from subs', 'unit subs', 'Brownies subs', 'the subs', 'subs money', 'subscriptions', 'unit funds',
         'paid from subs', 'out of the subs']}),
 ("DBS came back clear! Quicker than I expected.", ['update'],
  {BDB: ['clear', 'came back clear', 'cleared', 'done, clear', 'done - clear', 'clear (done)', 'passed', 'DBS clear', 'all clear',
         'done', 'complete', 'completed', 'clear!', 'received, clear', 'back, clear', 'came back clear!', 'back - clear',
         'done (clear)', 'approved', 'clean', 'DBS came back clear', 'returned clear', 'clear (quicker than expected)',
         'came back clear (quicker than expected)', 'clear - came back quicker than expected', 'back and clear', 'cleared!',
         'passed (clear)', 'came back clear - quicker than expected']}),
 ("Oops, it's 26 girls not 24 — two new ones started this week.", ['update'],
  {NN: ['26', '26 girls', 'twenty-six', '26 Brownies', 'for 26 girls', '26 kids', '26 children', 'twenty six girls', '26 people',
        '26 girls (2 new)', '26 (two new girls)', '26 girls (two new ones)', '26 (not 24)', '26 girls (not 24)', '26 (2 new this week)',
        'supplies for 26 girls', '26 girls (two new ones started this week)', '26 girls (2 new started this week)']}),
 ("What date's the badge night again?", ['check'], {}, ask(ND)),
 ("Karen says skip the glue, there's loads in the cupboard. Put felt tips on instead.", ['update'],
  {NS: items(FELT, PIPE, EYES, TIPS, more=['felt, pipe cleaners, googly eyes, felt tips (no glue)',
                                           'felt, pipe cleaners, googly eyes and felt tips (glue in cupboard)']),
   NGL: ['loads in the cupboard', 'glue in the cupboard', 'glue - loads in the cupboard', 'already have glue', 'PVA glue in cupboard',
         'got glue', 'have loads of glue', 'glue: in the cupboard', 'glue (already have)', 'loads of glue in cupboard',
         'skip glue (loads in the cupboard)', 'not needed', 'in the cupboard', 'glue not needed', 'no glue needed (loads in cupboard)',
         'skip (loads in the cupboard)', 'skip glue', 'glue: skip, loads in the cupboard', 'plenty in the cupboard']}),
 ("Oh, and my Brownie name's going to be Snowy Owl, apparently — Ruby picked it.", ['new'],
  {BNM: ['Snowy Owl', 'Snowy', 'Snowy Owl (Ruby picked it)', 'Snowy Owl (chosen by Ruby)', 'Snowy Owl - Ruby chose it',
         "Snowy Owl (Ruby's choice)", 'Snowy Owl, picked by Ruby', 'Snowy Owl (picked by Ruby)', 'Snowy Owl (Ruby chose)',
         'Snowy Owl (Ruby picked)'],
   BNB: ['Ruby', 'our Ruby', 'Ruby (daughter)', 'my daughter Ruby', 'picked by Ruby', 'Ruby picked it']}),
 ("Can you run me through the Brownies side of things?", ['check'], {}, check(B)),
 ("And the badge night?", ['check'], {}, check(BN, split={NS: [FELT, PIPE, EYES, TIPS]})),
])

# 5 ----------------------------------------------------------------------------------------------------------------
K = N("go-karting|go karting|karting|go-kart|go kart|team outing|team go-karting|team event|team building|team-building",
      "outing|go-karting outing|team go karting outing|office outing|work outing|go-karting at apex|apex|apex indoor karting",
      "apex karting|karting at apex|team karting|karting outing|team outing (go-karting)|go-karting team outing|team day",
      "company outing|offsite|team offsite|kart racing|go-kart racing|team go-kart|work go-karting|karting event",
      "team activity|go-karting (team outing)|team outing at apex|plan team outing|planning team outing|team karting day",
      "go karting outing|work karting|go-karting day|karting day|office go-karting|team outing - go-karting")
T = N("trophies|trophy|podium trophies|trophies for the podium|trophy order|order trophies|engraved trophies|buy trophies",
      "karting trophies|go-karting trophies|trophies (go-karting)|trophies for karting|awards|prizes|trophy shopping",
      "get trophies|trophy depot|trophies from trophy depot|podium awards|winner trophies|trophies for winners",
      "race trophies|podium prizes|trophies for go-karting|trophy engraving|marcus's trophies|trophies for the race",
      "engraved podium trophies|trophies (podium)|podium trophy order|trophies for 1st 2nd 3rd")
KV = f"{K}/" + N("venue|where|location|place|track|at|provider|facility|company|business|karting venue|track name",
                 "held at|site|karting place|go-kart track")
KD = f"{K}/" + N("date|when|day|event date|outing date|on|scheduled|scheduled for|booked for|date of outing",
                 "day of outing|booked date")
KA = f"?{K}/" + N("activity|what|event|type|doing|event type|outing type|activity type")
KO = f"?{K}/" + N("organizer|organiser|planner|planned by|in charge|run by|who's planning|lead|coordinator",
                  "point person|owner|planning")
KN = f"{K}/" + N("headcount|people|attendees|number|how many|number of people|participants|count|group size|size",
                 "racers|drivers|guests|team size|numbers|pax|attending|head count|people count|no. of people")
KP = f"{K}/" + N("price|cost|price per person|cost per person|per person|per head|price per head|cost per head|each",
                 "rate|how much|fee|package price|ticket|per racer|pp|price each|cost each|per person cost")
KTO = f"?{K}/" + N("total|total cost|total price|overall|estimated total|grand total|total so far|budget|overall cost",
                   "total estimate|estimated cost|total spend")
KPK = f"{K}/" + N("package|package name|which package|race package|option|deal|booking type|package type|session type",
                  "product|race|plan|booking|race type|package booked|experience")
KIN = f"?{K}/" + N("includes|what's included|inclusions|format|race format|structure|race structure|package includes",
                   "consists of|contents|details|schedule|race schedule|program|programme|package details")
KT = f"{K}/" + N("time|start time|session time|race time|what time|starts|starts at|session|slot|time slot",
                 "booking time|start|kickoff|session start|arrival|arrive|session at")
KR = f"{K}/" + N("rules|rule|requirements|requirement|dress code|shoes|footwear|what to wear|attire|clothing|wear",
                 "restrictions|notes|note|must wear|safety|safety rules|policy|required|shoe rule|footwear rule")
KDP = f"{K}/" + N("deposit|deposit amount|down payment|deposit required|advance|advance payment|booking deposit|hold",
                  "upfront|deposit (amount)")
KDD = f"?{K}/" + N("deposit due|due|due date|due by|deadline|deposit deadline|pay by|deposit date|payment due|by",
                   "deposit due date|deposit by|pay deposit by")
KPM = f"?{K}/" + N("payment|payment method|pay with|paying with|paid with|card|how paying|paid on|method|charged to",
                   "charge to|billing|paying by")
TW = f"{T}/" + N("what|trophies|items|places|podium|which|for|positions|awards|type|quantity|how many|count|number",
                 "podium places|places covered|prizes|trophy list|winners|order|trophies for|for who|for places")
TE = f"{T}/" + N("engraving|engraved|inscription|text|wording|engraved text|engraving text|says|message|words|plate",
                 "what it says|label|engrave|engraving wording")
TR = f"?{T}/" + N("requested by|asked by|who wants|wanted by|idea from|who asked|requester|on behalf of|for whom",
                  "marcus|whose idea")
TS = f"{T}/" + N("store|shop|vendor|supplier|where|from|seller|retailer|buy from|company|where to buy|source|maker",
                 "ordering from|found at|buying from")
TC = f"{T}/" + N("cost|price|how much|total|price each|cost each|per trophy|each|amount|total cost|price per trophy",
                 "unit price|fee|charge|costs")
TEN = f"?{T}/" + N("engraving included|engraving cost|includes engraving|engraving price|engraving fee|includes|included")
TPU = f"{T}/" + N("pickup|pick up|pick-up|pickup date|collection|collect|collection date|ready|ready date|ready by",
                  "when ready|pick up date|pickup day|collect on|available|pick up on|when|date|pick-up date")
FRI12 = nth(12, 'Friday')
def _n(n, w, extra=()):
    return [str(n), f'{n} people', w, f'{n} attendees', f'{n} racers', f'{n} so far', f'{n} people so far', f'{n} (so far)',
            f'{n} people (so far)', f'{n} total', f'{n} people total', f'{n} going', f'{n} pax'] + list(extra)
sc('h17_karting', 'Held-out 17 (issue 14): a go-karting team outing and trophies for the podium', 'An American, '
   'grumbling office opener ("Somehow I got voted in") with a venue and date, a headcount with a per-head price and a '
   'named package with what it includes, a time with a footwear rule, a deposit with a due date and a card, a second task '
   'asked for by a colleague with places and an engraving, a store with a price each and in total, the headcount raised '
   '("the sales team heard about it"), an aside with nothing to record, a check on one slot, the engraving changed on the '
   'colleague\'s word, the time moved by the venue with its reason, a pickup date as "the Wednesday before", a check '
   'over both.', [
 ("Somehow I got voted in to plan our team outing 🙄 We're doing go-karting at Apex Indoor Karting, Friday the 12th.",
  ['new'],
  {K: None,
   KV: ['Apex Indoor Karting', 'Apex', 'Apex Karting', 'Apex Indoor', 'at Apex Indoor Karting', 'Apex Indoor Karting (go-karting)',
        'Apex indoor karting'],
   KD: FRI12 + ['Friday the 12th (team outing)'],
   KA: ['go-karting', 'go karting', 'karting', 'indoor go-karting', 'go-karts', 'indoor karting', 'go-kart racing', 'go-kart'],
   KO: ['me', 'myself', 'me (voted in)', 'I am', 'me - voted in', 'me, apparently', 'me (got voted in)']}),
 ("14 people so far. Their Grand Prix package is $65 a head — practice, qualifying, and a 12-lap final.", ['new'],
  {KN: _n(14, 'fourteen'),
   KP: usd(65, '$65 a head', '$65 per person', '$65/person', '$65 pp', '$65 each', '$65 per head', '$65/head', '$65 a person',
           '$65 (Grand Prix package)', '$65 per person (Grand Prix package)', '$65 pp (Grand Prix)', '$65 a head (Grand Prix package)',
           '$65/pp', '65 a head', '$65 per racer', '$65 per head (Grand Prix)', '$65/person (Grand Prix)'),
   KTO: usd(910, '$910 (14 x $65)', '$910 so far', '~$910', 'about $910', '$910 for 14', '$910 total', '$910 (14 people)'),
   KPK: ['Grand Prix', 'Grand Prix package', 'the Grand Prix package', 'Grand Prix (practice, qualifying, 12-lap final)',
         'Grand Prix: practice, qualifying, 12-lap final', 'Grand Prix package (practice, qualifying, 12-lap final)',
         'Grand Prix — practice, qualifying and a 12-lap final', 'Grand Prix package - practice, qualifying, 12-lap final',
         'Grand Prix (practice + qualifying + 12-lap final)', 'Grand Prix package: practice, qualifying and a 12-lap final',
         'Grand Prix package ($65/head)', 'Grand Prix ($65 a head)', 'Grand Prix package: practice, qualifying, and a 12-lap final',
         'Grand Prix (practice, qualifying, and a 12-lap final)', 'Grand Prix package, practice, qualifying, 12 lap final',
         'Grand Prix package ($65 a head): practice, qualifying, 12-lap final', 'Grand Prix package ($65 pp)',
         'Grand Prix (practice, qualifying, 12 lap final)', 'Grand Prix package – practice, qualifying, 12-lap final'],
   KIN: items(['practice', 'practice session'], ['qualifying', 'qualifying session', 'qualifiers', 'quali'],
              ['12-lap final', '12 lap final', 'a 12-lap final', 'final (12 laps)', '12-lap race', '12-lap final race'],
              more=['practice + qualifying + 12-lap final', 'practice, qualifying & 12-lap final'])}),
 ("Session's at 2pm. Everyone needs closed-toe shoes, they're strict about it.", ['new'],
  {KT: clock(2, 0, 'pm', ['2pm session', 'session at 2pm', '2 p.m.']),
   KR: ['closed-toe shoes', 'closed toe shoes', 'closed-toe shoes required', 'closed-toed shoes', 'closed-toe shoes (strict)',
        'closed-toe shoes only', 'must wear closed-toe shoes', 'no open-toe shoes', 'closed shoes', 'closed-toe shoes, strict',
        'closed-toe shoes required (strict)', 'everyone needs closed-toe shoes', 'closed toed shoes', 'closed-toe footwear',
        "closed-toe shoes (they're strict)", 'closed-toe shoes for everyone', 'closed-toe shoes mandatory', 'strict: closed-toe shoes',
        'no sandals', 'closed-toe shoes - strict', 'closed-toe shoes (strict about it)', 'closed-toe shoes required for everyone',
        'closed toe shoes required', 'closed-toe shoes, they are strict']}),
 ("Deposit's $200, due by the 1st — I'll put it on the company card.", ['new'],
  {KDP: usd(200, '$200 by the 1st', '$200, due by the 1st', '$200 due the 1st', '$200 (due by the 1st)', '$200 due by the 1st',
            '$200, due the 1st', '$200 (due the 1st)', '$200 by the 1st (company card)', '$200 on the company card',
            '$200 (company card)', '$200, due by the 1st, company card', '$200 due by the 1st - company card', '$200 due 1st',
            '$200 by 1st', '$200 (due 1st, company card)', '$200 due by the 1st (company card)', '$200 - due by the 1st',
            '$200, due by the 1st (company card)', '$200 by the 1st on the company card', '$200 deposit'),
   KDD: nth(1, None, None, ['by the 1st', 'due by the 1st', '1', 'due the 1st', 'by 1st', 'due 1st']),
   KPM: ['company card', 'the company card', 'corporate card', 'work card', 'company credit card', 'on the company card',
         'company card (deposit)', 'put on company card', 'corporate credit card', 'company Amex', 'Company card']}),
 ("Also Marcus wants trophies for the podium — first, second and third, engraved 'Apex GP 2025'.", ['new'],
  {T: None,
   TW: ['1st, 2nd and 3rd', 'first, second and third', '1st, 2nd, 3rd', 'first, second, third', '3 trophies', 'three trophies',
        '3 (1st, 2nd, 3rd)', '3 trophies (1st, 2nd, 3rd)', 'podium (1st-3rd)', '1st-3rd', 'top 3', 'podium', '1st/2nd/3rd',
        'three (first, second, third)', 'trophies for 1st, 2nd and 3rd', '3 trophies: 1st, 2nd, 3rd', 'podium trophies (1st, 2nd, 3rd)',
        'first, second and third place', '1st, 2nd and 3rd place', 'top three', 'three', '3', 'podium: 1st, 2nd, 3rd',
        'first/second/third', '1st 2nd 3rd', 'trophies for first, second and third', 'podium (first, second, third)',
        '1st, 2nd & 3rd', 'first, second & third', '3 podium trophies', 'three podium trophies', 'podium trophies',
        '1st, 2nd, 3rd place', 'first, second, third place', '3 (podium)', 'podium - 1st, 2nd, 3rd'],
   TE: ['Apex GP 2025', "'Apex GP 2025'", '"Apex GP 2025"', 'Apex GP 2025 engraving', 'engraved Apex GP 2025',
        'Apex GP 2025 (engraved)', 'APEX GP 2025', 'engraved "Apex GP 2025"', "engraved 'Apex GP 2025'"],
   TR: ['Marcus', 'Marcus wants them', 'Marcus (requested)', 'Marcus asked', "Marcus's idea", 'requested by Marcus']}),
 ("Trophy Depot has them for $24 each with the engraving included, so $72.", ['new'],
  {TS: ['Trophy Depot', 'Trophy Depot ($24 each)', 'TrophyDepot', 'Trophy Depot (engraving included)', 'from Trophy Depot',
        'Trophy Depot ($72)'],
   TC: usd(72, '$72 total', '$72 ($24 each)', '$24 each', '$24 each, $72 total', '$24 each ($72 total)', '$24 each with engraving',
           '$72 including engraving', '$24 each (engraving included)', '$24 each incl. engraving', '$72 total, engraving included',
           '$24 each, engraving included, $72 total', '$24 ea', '$24/each', '$24 per trophy', '$72 for 3', '$72 (3 x $24)',
           '$24 each / $72 total', '$72 (engraving included)', '$24 each with engraving ($72 total)', '$24 apiece',
           '$72 total ($24 each, engraving incl.)', '$24 each including engraving ($72 total)', '$72 total ($24 each)',
           '$72 for all 3', '$72 (3 × $24)', '$24 x 3', '$24 each, $72 total (engraving included)', '$72 ($24 x 3)'),
   TEN: ['included', 'yes', 'engraving included', 'free', 'included in price', 'yes (included)', 'included ($24 each)',
         'includes engraving', 'included in $24']}),
 ("Headcount's up to 17 — the sales team heard about it and wants in.", ['update'],
  {KN: _n(17, 'seventeen', ['17 (sales team joined)', '17 people (sales team joined)', '17 (incl. sales team)',
                            '17 people (incl. sales team)', '17 (sales team added)', '17 including sales team', '17 with sales team',
                            '17 (with the sales team)', '17 (sales team wants in)']),
   KTO: usd(1105, '$1,105 (17 x $65)', '$1,105 so far', '~$1,105', 'about $1,105', '$1,105 for 17', '$1,105 total',
            '$1,105 (17 people)')}),
 ("lol Jen from accounting is already trash talking in the group chat", [], {}),
 ("What's it per person again?", ['check'], {}, ask(KP)),
 ("Marcus changed his mind — make the engraving 'Q3 Grand Prix', no year.", ['update'],
  {TE: ['Q3 Grand Prix', "'Q3 Grand Prix'", '"Q3 Grand Prix"', 'Q3 Grand Prix (no year)', 'Q3 Grand Prix engraving',
        'engraved Q3 Grand Prix', 'Q3 GRAND PRIX', 'Q3 Grand Prix, no year', 'Q3 Grand Prix (engraved)', "'Q3 Grand Prix' (no year)",
        'engraved "Q3 Grand Prix"', "engraved 'Q3 Grand Prix'", 'Q3 Grand Prix - no year', '"Q3 Grand Prix" (no year)']}),
 ("Apex moved us to 3pm — they double-booked the 2 o'clock.", ['update'],
  {KT: clock(3, 0, 'pm', ['3pm session', 'session at 3pm', '3 p.m.', '3pm (changed from 2pm)', '3pm (was 2pm)',
                          '3pm (no longer 2pm)'])}),
 ("Trophy Depot says pickup's the Wednesday before, so the 10th.", ['new'],
  {TPU: nth(10, 'Wednesday', None, ['pickup Wednesday the 10th', 'pick up Wednesday 10th', 'Wednesday the 10th (pickup)',
                                    'the Wednesday before (10th)', 'Wednesday before, the 10th', 'Wednesday before (the 10th)',
                                    'Wednesday before', 'the Wednesday before', 'the Wednesday before, the 10th',
                                    'Wed the 10th', 'Wednesday 10th (the Wednesday before)', 'pick up the 10th',
                                    'the 10th (Wednesday before)', '10th (Wednesday before)'])}),
 ("Where are we on the karting and the trophies?", ['check'], {}, check(K, T)),
])

# 6 ----------------------------------------------------------------------------------------------------------------
S = N("short story competition|short story prize|story competition|writing competition|competition entry",
      "wenlock short story prize|wenlock prize|wenlock|wenlock competition|wenlock short story competition",
      "short story entry|story entry|competition|enter the wenlock prize|enter short story competition|wenlock entry",
      "entering the wenlock prize|short story|my short story|prize entry|writing prize|short story comp|story comp",
      "wenlock short story prize entry|wenlock prize entry|short story competition entry|short story prize entry",
      "entering short story prize|wenlock short story prize (entry)|story for wenlock prize|wenlock story",
      "competition (wenlock short story prize)|enter wenlock short story prize|short story (wenlock prize)")
G = N("writers' group|writers group|writing group|writer's group|join writers' group|joining writers' group",
      "join a writers' group|kettle & quill writers' group|kettle & quill|kettle and quill|kettle & quill writing group",
      "writers' group at kettle & quill|group|writing circle|writers' circle|creative writing group|writing club",
      "writers club|local writers' group|join writing group|the group|kettle & quill group|writers' group (kettle & quill)",
      "writing group at kettle & quill|writers' meetup|writing meetup|kettle and quill writers' group|writers group (kettle & quill)")
SN = f"?{S}/" + N("competition|prize|name|competition name|which competition|prize name|contest|award|event")
SL = f"{S}/" + N("word limit|max words|maximum words|words|word count limit|length|max length|limit|length limit",
                 "word count max|maximum length|max word count|max|word cap|words max|maximum|word limit (max)")
SD = f"{S}/" + N("deadline|closes|closing date|close date|closing|due|due date|due by|entry deadline|submit by|enter by",
                 "closes on|last day|cut-off|cutoff|submission deadline|deadline date|by|entries close|ends|close")
SF = f"{S}/" + N("fee|entry fee|cost|price|how much|entry cost|entry price|charge|amount|to enter|fees|payment")
SCR = f"?{S}/" + N("critique|feedback|critique option|with critique|add critique|critique add-on|extras|add-on|option",
                   "critique included|getting critique|critique?")
ST = f"{S}/" + N("theme|topic|prompt|subject|this year's theme|competition theme|brief|theme this year|category")
SW = f"{S}/" + N("title|working title|story title|name of story|story name|draft title|entry title|my story title",
                 "piece title|title of story|story")
SP = f"?{S}/" + N("plot|about|premise|story about|summary|subject matter|synopsis|storyline|concept|what it's about",
                  "story idea|idea|logline")
SWC = f"?{S}/" + N("word count|current word count|draft length|current length|draft word count|words so far",
                   "length so far|currently|draft words|current words|progress")
SDS = f"?{S}/" + N("draft|draft status|status|stage|draft done|have draft|writing status")
SR = f"{S}/" + N("rules|rule|requirements|requirement|anonymous|anonymity|conditions|submission rules|entry rules",
                 "guidelines|format|manuscript rules|formatting|notes|note|must|restrictions|terms|entry requirements",
                 "manuscript|submission requirements|anonymity rule")
GV = f"{G}/" + N("venue|where|location|place|meets at|at|cafe|café|held at|meeting place|meeting venue")
GW = f"{G}/" + N("when|meets|schedule|day|date|frequency|meeting day|meeting date|meetings|how often|dates|meets on",
                 "which day|occurs|regularity|meeting schedule|monthly|meeting|day of month|meets when")
GT = f"?{G}/" + N("time|start time|what time|starts|at what time|meeting time|from|starts at")
GO = f"{G}/" + N("organiser|organizer|contact|leader|run by|host|who runs it|runs it|organised by|organized by|lead",
                 "facilitator|chair|coordinator|main contact|convenor|who")
GB = f"{G}/" + N("bring|to bring|what to bring|bring along|take|bring with|prep|preparation|needs|need|required",
                 "requirements|homework|what to take|bring to share|share|sharing|pieces to share|piece to share",
                 "work to share|to share|bring each time")
GC = f"?{G}/" + N("cost|fee|price|room fee|room cost|subs|how much|charge|room hire|contribution|money|room",
                  "entry|per session|cost per session|session fee|donation|fiver")
def _date(d, m, more=()):
    o = f'{d}{sfx(d)}'
    v = [f'{o} {m}', f'{d} {m}', f'{m} {d}', f'{m} {o}', f'{o} of {m}', f'the {o} of {m}', f'{d} {m[:3]}', f'{m[:3]} {d}',
         f'{o} {m[:3]}', f'closes {o} {m}', f'closes {d} {m}', f'by {o} {m}', f'by {d} {m}', f'{o} {m} (closes)',
         f'{m[:3]} {o}', f'closes on {o} {m}', f'{m}, {d}']
    return uniq(v + list(more))
MAR31 = _date(31, 'March', ['31/03', '31/3', '31.03', 'end of March', '31st March (deadline)'])
JUN30 = _date(30, 'June', ['30/06', '30/6', '30.06', 'end of June', '30th June (deadline)', '30th June (not 31st March)',
                           '30 June (not 31 March)', '30th June (not March)', '30th June (was 31st March)'])
def _title(t):
    q = [t, f"'{t}'", f'"{t}"', f'{t} (working title)', f"'{t}' (working title)", f'working title: {t}']
    return q + [f"{x}{sep}{p}" for x in (t, f"'{t}'") for sep in (' - ', ', about ', ' — ', ': ', ' – ')
                for p in ("a ferryman's daughter", "ferryman's daughter")] \
             + [f"{t} (about a ferryman's daughter)", f"{t} (ferryman's daughter)"]
def _fw(which, n):
    w = [f'{which} Wednesday of the month', f'{which} Wednesday of every month', f'{n} Wednesday of the month',
         f'{which} Wednesday monthly', f'monthly, {which} Wednesday', f'{which} Wednesday', f'{n} Wednesday',
         f'{which} Weds of the month', f'{which} Wed of the month', f'{n} Wed of the month', f'{which} Wednesday each month',
         f'{which} Wednesday of each month', f'monthly ({which} Wednesday)', f'{n} Wednesday monthly', f'{which} Wednesdays',
         f'{which} Wed', f'{n} Wed', f'every {which} Wednesday', f'{n} Weds']
    return uniq(w + [f'{x}{sep}{t}' for x in w[:8] for sep in (' at ', ', ', ' ') for t in ('7', '7pm', '7:00pm', '7 pm', '19:00')]
                + [f'{x} (7pm)' for x in w[:6]])
sc('h17_story', 'Held-out 17 (issue 14): entering a short story competition and joining a writers\' group', 'A '
   'British, narrative opener with a competition, a word limit and a closing date, two fees with the choice made in an '
   'aside ("Might as well get the feedback"), a theme, a working title, a plot and a word count in one turn, a nervous '
   'aside with nothing to record, an anonymity rule, a second task begun "Separately" with a café, a monthly day and a '
   'time, an organiser with what to bring and a room fee, the closing date corrected ("I misread"), a check on one slot, '
   'the title changed with a joke for the reason, the group moved to another week, the critique dropped, a check over '
   'both.', [
 ("I'm going to enter the Wenlock Short Story Prize this year. Max 3,000 words, closes 31st March.", ['new'],
  {S: None,
   SN: ['Wenlock Short Story Prize', 'Wenlock Prize', 'the Wenlock Short Story Prize', 'Wenlock', 'Wenlock short story prize',
        'Wenlock Short Story Prize (this year)'],
   SL: ['3,000 words', '3000 words', '3,000', '3000', 'max 3,000 words', '3,000 max', 'up to 3,000 words', '3,000 words max',
        '3k words', '3,000-word limit', '3,000 word limit', 'maximum 3,000 words', '3,000 words maximum', 'three thousand words',
        'max 3000', '3000 max', '≤3,000 words', 'under 3,000 words', '3,000 words (max)', '3000-word limit', 'max 3,000',
        '3k', 'max 3k words', '3,000 word max', '3,000-word max'],
   SD: MAR31}),
 ("Entry fee's £8, or £12 if you want a critique. Might as well get the feedback.", ['new'],
  {SF: gbp(12, '£12 (with critique)', '£12 with critique', '£12 including critique', '£12 incl. critique',
           '£12 (entry + critique)', '£12 inc critique', '£12 with feedback', '£12 (with feedback)', '£12 (entry with critique)',
           '£12 for entry with critique', '£12 - with critique', '£12 (critique)', '£12 (£8 + critique)', '£8 + £4 critique',
           '£8, or £12 with critique (getting critique)', '£8 (£12 with critique) - getting critique', '£12 with critique (£8 without)',
           '£12 (£8 without critique)', '£12 incl critique', '£12 (inc. critique)', '£12 with the critique', '£12 (with a critique)'),
   SCR: ['yes', 'with critique', 'getting critique', 'yes (£12)', 'critique (£12)', 'yes, +£4', 'included', 'yes - getting feedback',
         'getting the feedback', 'yes, with feedback', 'critique', 'yes (critique)', 'opted in', 'yes please', '+£4',
         'getting the critique', 'yes, getting feedback', 'with feedback', 'yes (+£4)', 'critique included']}),
 ("Theme's 'Crossings'. I've got a draft — working title 'Low Water', about a ferryman's daughter. About 2,400 words at "
  "the minute.", ['new'],
  {ST: ['Crossings', "'Crossings'", '"Crossings"', 'crossings', 'Crossings (theme)', 'the theme Crossings', 'Crossing',
        "theme: 'Crossings'"],
   SW: _title('Low Water') + ['Low Water (working title, ~2,400 words)', 'Low Water (2,400 words)', 'Low Water (draft)',
                              "Low Water (draft, about a ferryman's daughter)"],
   SP: ["a ferryman's daughter", "ferryman's daughter", "about a ferryman's daughter", "the ferryman's daughter",
        "ferryman's daughter story", "story about a ferryman's daughter", 'a ferryman’s daughter', "about a ferryman's daughter (draft)"],
   SWC: ['about 2,400 words', '2,400 words', '2,400', '2400', '~2,400', '~2,400 words', 'around 2,400 words', 'approx 2,400 words',
         '2,400 so far', 'about 2,400', '2.4k words', '2400 words', 'c. 2,400 words', '2,400 words (so far)',
         'about 2,400 at the minute', 'roughly 2,400 words', 'about 2400 words', '~2400 words', 'approx. 2,400 words',
         '2,400 words at the minute', 'about 2,400 words (draft)', '2,400 words currently'],
   SDS: ['draft', 'drafted', 'first draft', 'draft done', 'have a draft', 'draft (2,400 words)', 'in draft', 'draft in progress',
         'draft written', 'got a draft', 'in progress', 'drafting', 'draft (about 2,400 words)', 'draft underway', 'yes']}),
 ("God, I've not written fiction since school. Bit terrifying.", [], {}),
 ("Entries have to be anonymous — no name anywhere on the manuscript. Name only goes on the entry form.", ['new'],
  {SR: ['anonymous', 'anonymous entries', 'must be anonymous', 'no name on the manuscript', 'anonymous, no name on manuscript',
        'anonymous - no name on the manuscript', 'no name anywhere on the manuscript',
        'anonymous: no name on manuscript, name only on entry form', 'anonymous (name only on entry form)',
        'no name on manuscript (entry form only)', 'anonymous; name only on the entry form', 'anonymous - name on entry form only',
        'entries anonymous, name only on entry form', 'no name anywhere on the manuscript, name only on the entry form',
        'anonymous, name on entry form only', 'anonymous (no name on manuscript)', 'anonymised', 'anonymous submission',
        'anonymous, no name on the manuscript', 'no name on manuscript; name on entry form only', 'no name on manuscript',
        'anonymous entry', 'must be anonymous — no name on the manuscript', 'anonymous manuscript', 'anonymous: no name on manuscript',
        'name only on the entry form', 'anonymous - no name anywhere on the manuscript, name only on the entry form',
        'anonymous (no name anywhere on the manuscript; name only on the entry form)', 'anonymous, name only on entry form',
        'no name on the manuscript, name on the entry form only', 'anonymous (no name on the manuscript)',
        'entries must be anonymous (no name on manuscript)', 'anonymous: name only on entry form',
        'anonymous - no name on manuscript, only on entry form', 'no name on manuscript (name only on entry form)',
        'anonymous – no name on the manuscript', 'anonymous — no name on the manuscript', 'no name on the manuscript (anonymous)']}),
 ("Separately, I've been meaning to join a writers' group for ages. There's one at the Kettle & Quill café, first "
  "Wednesday of the month at 7.", ['new'],
  {G: None,
   GV: ['Kettle & Quill', 'Kettle & Quill café', 'Kettle and Quill', 'Kettle and Quill café', 'the Kettle & Quill café',
        'Kettle & Quill cafe', 'the Kettle & Quill', 'Kettle & Quill Café', 'Kettle and Quill cafe', 'the Kettle and Quill café',
        'Kettle & Quill (café)'],
   GW: _fw('first', '1st'),
   GT: ['7pm', '7 pm', '7:00pm', '7.00pm', '19:00', "7 o'clock", '7:00', '7.00', '7 p.m.', 'at 7pm', '7 in the evening', '7',
        'at 7', '7:00 pm', '7pm start']}),
 ("The organiser's a Margaret Pryce — she says bring 1,000 words to share and a fiver for the room.", ['new'],
  {GO: ['Margaret Pryce', 'Margaret', 'Pryce', 'Mrs Pryce', 'Ms Pryce', 'Margaret Pryce (organiser)', 'Margaret Pryce, organiser',
        'organiser Margaret Pryce', 'Margaret Pryce - organiser', 'Margaret Pryce (organizer)'],
   GB: ['1,000 words to share', '1000 words to share', '1,000 words', '1000 words', 'up to 1,000 words to share',
        '1,000 words of writing to share', 'a 1,000-word piece to share', '1,000-word piece', '1,000 words to share and a fiver',
        '1,000 words to share, £5', '1,000 words to share + £5 for the room', '1,000 words to share and £5 for the room',
        '1,000 words and a fiver for the room', '1,000 words + £5', '1000 words and £5', '1,000 words to share, a fiver for the room',
        '1k words to share', '1,000 words (to share) and a fiver', 'writing to share (1,000 words)', '1,000 words of work to share',
        'about 1,000 words to share', '1,000 words of my writing to share', '1,000 words to share + a fiver', '1k words',
        '1,000 words to share, and a fiver for the room', '1,000 words to share (and a fiver)', 'a piece of 1,000 words to share',
        '1,000 words to share; £5 for the room', '1,000 words to share and a fiver for the room'],
   GC: gbp(5, 'a fiver', 'fiver', '£5 for the room', '£5 room fee', '£5 (room)', 'a fiver for the room', '£5 per session',
           '£5 each time', '£5 a session', 'five pounds', '£5 (room hire)', '£5 towards the room', '£5 for room hire',
           '£5 each session', '£5 (a fiver) for the room')}),
 ("Oh no, I misread — it closes 30th June, not 31st March. Loads more time.", ['update'],
  {SD: JUN30}),
 ("What's the theme again?", ['check'], {}, ask(ST)),
 ("Renamed it 'Slack Tide' — Low Water sounded like a plumbing problem.", ['update'],
  {SW: _title('Slack Tide') + ['Slack Tide (renamed)', 'Slack Tide (was Low Water)', 'Slack Tide (previously Low Water)',
                               'Slack Tide (not Low Water)', 'Slack Tide (changed from Low Water)', "'Slack Tide' (was 'Low Water')"]}),
 ("Margaret's emailed — they've moved to the second Wednesday, the café's started a quiz night on the first.", ['update'],
  {GW: _fw('second', '2nd') + ['second Wednesday of the month (moved)', 'second Wednesday (changed from first)',
                               'second Wednesday of the month (not the first)', 'second Wednesday (was first)']}),
 ("Decided against the critique — just the £8 entry. I'll get enough feedback from the group.", ['update'],
  {SF: gbp(8, '£8 (no critique)', '£8 entry', '£8 (entry only)', '£8 without critique', '£8, no critique', 'just £8',
           '£8 (basic entry)', '£8 - no critique', '£8 entry only', '£8 (without critique)', '£8 (not £12)',
           '£8 (no critique, feedback from group)', '£8 (no critique - feedback from the group)', 'just the £8 entry',
           '£8 (entry, no critique)', '£8 only'),
   SCR: ['no', 'no critique', 'not getting critique', 'none', 'declined', 'no (feedback from group instead)',
         'no - feedback from group', 'not needed', 'skipping', 'skip', 'opted out', "no, feedback from the writers' group",
         'no critique (getting feedback from group)', 'dropped', 'not getting it', 'no (feedback from the group)',
         'decided against', 'no - getting feedback from the group instead', 'not getting the critique']}),
 ("Right — where am I with the competition and the group?", ['check'], {}, check(S, G)),
])

# 7 ----------------------------------------------------------------------------------------------------------------
D = N("d&d campaign|d&d|dnd|dnd campaign|dungeons & dragons|dungeons and dragons|dungeons & dragons campaign|campaign",
      "curse of strahd|curse of strahd campaign|strahd|strahd campaign|d&d game|dnd game|d&d group|dnd group|dming",
      "running d&d|running a campaign|my campaign|my d&d campaign|game night|d&d night|d&d sessions|dnd sessions",
      "tabletop campaign|rpg campaign|strahd game|d&d campaign (curse of strahd)|curse of strahd (d&d)|dm",
      "dming curse of strahd|d and d|d&d 5e campaign|new campaign|dnd campaign (curse of strahd)|d&d: curse of strahd",
      "curse of strahd d&d campaign|my dnd campaign|first campaign|running curse of strahd")
X = N("battle mat|battlemat|battle map|dice|dice set|dice and battle mat|battle mat and dice|game supplies|supplies",
      "d&d supplies|dnd supplies|gear|d&d gear|shopping|buy battle mat|buy dice|buy battle mat and dice|game gear",
      "table supplies|dm supplies|dm gear|mat and dice|dice & mat|battle mat + dice|gaming supplies|accessories",
      "d&d accessories|stuff to buy|dm shopping|game shopping|buy supplies|supplies for campaign|supplies for d&d",
      "d&d shopping|dnd shopping|battle mat & dice|dice and mat|mat & dice|campaign supplies|d&d shopping list")
DMO = f"{D}/" + N("module|adventure|campaign name|setting|book|which campaign|story|title|game|scenario|module name",
                  "adventure name|campaign module|campaign title|campaign book|name")
DF = f"{D}/" + N("frequency|schedule|when|how often|sessions|session schedule|cadence|day|days|meets|meeting schedule",
                 "timing|every|play schedule|session frequency|recurring|regular sessions|game day|play day")
DL = f"{D}/" + N("location|where|venue|place|host|hosted at|at|host location|held at|hosting|address|whose place|home",
                 "table|played at|game location")
DRL = f"?{D}/" + N("role|my role|dungeon master|gm|game master|position|as|dm role|running it|run by")
DP = f"{D}/" + N("players|party|group|player list|who|members|people|table members|roster|participants|pcs",
                 "adventurers|who's playing|crew|playing|player|party members|current players")
DZ = f"{D}/" + N("session zero|session 0|first session|session zero date|session one|kickoff|first game|start",
                 "start date|starts|first meeting|initial session|zero session|next session|first session date|first",
                 "session zero (date)|session zero datetime|session 0 date|session zero when")
DZT = f"?{D}/" + N("session zero time|time|start time|what time|session time|session 0 time|starts at|time of day")
DLV = f"{D}/" + N("level|starting level|start level|character level|pc level|levels|start at level|begin level",
                  "initial level|party level|lvl|starting lvl|character starting level")
DFD = f"?{D}/" + N("food|pizza|snacks|catering|covering|providing|dinner|refreshments|food plan|session zero food|meal",
                   "bringing|i'm providing|i'm covering|who brings food|session zero snacks")
XI = f"{X}/" + N("items|list|to buy|buy|need|needs|shopping list|what to buy|things to buy|stuff|purchases|wishlist",
                 "wish list|get|to get|items needed|want|items to buy|need to buy|buying|purchase list")
XB = f"{X}/" + N("budget|max|spend|limit|max spend|budget total|total budget|price limit|up to|can spend|maximum",
                 "spending limit|cap|budget (total)")
XS = f"{X}/" + N("store|shop|where|from|retailer|seller|buy from|vendor|game store|where to buy|source|place|lgs",
                 "local game store|found at|store name")
XM = f"{X}/" + N("mat|battle mat|battlemat|mat choice|mat pick|which mat|mat model|map|battle map|mat brand",
                 "mat option|mat found|chosen mat|mat details|battle mat choice")
XMP = f"?{X}/" + N("mat price|mat cost|price|cost|how much|price of mat|battle mat price|battle mat cost|found price")
XD = f"?{X}/" + N("dice|dice note|dice plan|dice source|borrowing dice|dice from|dice status|dice set")
KEV, PRI, SAM, BETH = ['Kevin'], ['Priya'], ['Sam'], ['Beth']
ANA = ['Ana', "Ana (Priya's girlfriend)", "Ana (Priya's gf)", "Priya's girlfriend Ana", 'Ana (girlfriend of Priya)']
DATE6, DATE7 = nth(6), nth(7)
PM6 = clock(6, 0, 'pm')
MAT = ['battle mat', 'battlemat', 'a battle mat', 'battle map', 'mat']
DICE = ['dice set', 'dice', 'new dice set', 'a new set of dice', 'set of dice', 'new dice', 'a dice set']
sc('h17_dnd', 'Held-out 17 (issue 14): running a first D&D campaign and buying a battle mat and dice', 'An American, '
   'excited opener with the adventure, a fortnightly day and the place, four players and a session zero date and time, a '
   'starting level with food for the first session, a player dropped with the reason, a second task "Also need to '
   'grab" with two items and a budget, a store with a named mat and its price, an aside about a player with nothing to '
   'record, a player added ("add her to the party"), a check on one slot (a list), session zero moved a day ("same '
   'time"), an item dropped because it is being lent, a check on each task.', [
 ("So I'm finally DMing my own D&D campaign! Curse of Strahd, every other Saturday at my place.", ['new'],
  {D: None,
   DMO: ['Curse of Strahd', 'Strahd', 'CoS', 'Curse of Strahd (5e)', 'Curse Of Strahd', 'Curse of Strahd module',
         'Curse of Strahd adventure'],
   DF: ['every other Saturday', 'biweekly Saturdays', 'every 2 weeks on Saturday', 'alternate Saturdays', 'fortnightly Saturdays',
        'every second Saturday', 'bi-weekly on Saturdays', 'every other Sat', 'Saturdays, every other week', 'every two weeks, Saturdays',
        'every other Saturday at my place', 'biweekly on Saturday', 'every other week on Saturday', 'every 2nd Saturday',
        'every other Saturday (my place)', 'biweekly, Saturdays', 'Saturday, biweekly', 'Saturdays (biweekly)',
        'every other Saturday, at my place', 'Saturdays every other week', 'Saturday (every other week)', 'alternating Saturdays',
        'every other Saturday at my house', 'bi-weekly Saturdays', 'biweekly (Saturdays)', 'every 2 weeks, Saturday',
        'Saturdays, biweekly', 'every other Saturday (biweekly)', 'every two weeks on Saturday', 'biweekly Saturday'],
   DL: ['my place', 'my house', 'my apartment', 'at my place', 'home', 'mine', 'my home', 'my place (hosting)', 'me',
        'me (my place)', 'hosting at my place', 'me (host)', 'my apt', 'my place (I host)', "DM's place"],
   DRL: ['DM', 'me', 'me (DM)', 'Dungeon Master', 'DMing', 'GM', 'dungeon master (me)', 'first time DM', 'me - DM', 'DM (me)']}),
 ("Players: Kevin, Priya, Sam and Beth. Session zero's the 6th at 6pm.", ['new'],
  {DP: items(KEV, PRI, SAM, BETH, more=['Kevin, Priya, Sam & Beth', 'Kevin/Priya/Sam/Beth', '4 players: Kevin, Priya, Sam, Beth',
                                        'Kevin, Priya, Sam, and Beth']),
   DZ: at(DATE6, PM6, DATE6 + ['6th, 6pm', 'the 6th at 6pm', 'Saturday the 6th, 6pm', 'Sat 6th at 6pm']),
   DZT: PM6 + ['at 6pm', '6pm start']}),
 ("Starting them at level 3, and I'm covering pizza for session zero.", ['new'],
  {DLV: ['3', 'level 3', 'lvl 3', '3rd level', 'Level 3', 'starting at level 3', 'level three', 'L3', '3rd', 'start at level 3',
         'lv 3', 'lvl3', 'level 3 start', 'start at lvl 3', 'starting level 3'],
   DFD: ['pizza', "pizza (I'm covering)", 'pizza for session zero', 'I cover pizza', 'me - pizza', 'pizza (session zero)',
         'pizza, on me', "I'm covering pizza", 'pizza for session zero (me)', 'pizza on me', 'pizza (my treat)', 'pizza (me)',
         'covering pizza for session zero', 'pizza (session zero, on me)', 'me (pizza)', 'pizza for session zero (on me)']}),
 ("Sam's out, sadly — his new job has weekend shifts.", ['update'],
  {DP: items(KEV, PRI, BETH, more=['Kevin, Priya & Beth', 'Kevin/Priya/Beth', 'Kevin, Priya, Beth (Sam out)',
                                   'Kevin, Priya and Beth (Sam dropped out)', '3 players: Kevin, Priya, Beth',
                                   'Kevin, Priya, and Beth', 'Kevin, Priya, Beth (Sam out - weekend shifts)'])}),
 ("Also need to grab a battle mat and a new set of dice. Budget's $60 total.", ['new'],
  {X: None, XI: items(MAT, DICE, more=['battle mat + dice', 'battle mat & dice set', 'battle mat and new dice set']),
   XB: usd(60, '$60 total', '$60 max', 'up to $60', 'max $60', '$60 for both', '$60 budget', '$60 (total)', 'under $60', '$60 tops',
           '$60 total budget', '$60 for everything')}),
 ("Dragon's Hoard Games downtown has a Chessex battle mat for $32.", ['new'],
  {XS: ["Dragon's Hoard Games", "Dragon's Hoard", "Dragon's Hoard Games (downtown)", "Dragons Hoard Games", "Dragon's Hoard Games downtown",
        "Dragon's Hoard (downtown)", "Dragon's Hoard Games, downtown", "Dragons Hoard", "Dragon’s Hoard Games"],
   XM: ['Chessex battle mat', 'Chessex', 'Chessex battlemat', 'Chessex battle mat ($32)', "Chessex battle mat at Dragon's Hoard ($32)",
        'Chessex ($32)', 'Chessex battle mat - $32', "Chessex ($32, Dragon's Hoard Games)", "Chessex battle mat, $32 at Dragon's Hoard Games",
        'Chessex mat', 'Chessex mat ($32)', 'a Chessex battle mat for $32', 'Chessex battle mat for $32', 'Chessex battlemat ($32)',
        'Chessex battle mat, $32', 'Chessex battle map', 'Chessex battle mat – $32', "Chessex battle mat ($32, Dragon's Hoard)"],
   XMP: usd(32, '$32 (Chessex)', '$32 for the mat', "$32 at Dragon's Hoard", '$32 (battle mat)', '$32 for the battle mat')}),
 ("lol Kevin already sent me a six-page backstory for his tiefling", [], {}),
 ("Priya's bringing her girlfriend Ana, so add her to the party.", ['update'],
  {DP: items(KEV, PRI, BETH, ANA, more=['Kevin, Priya, Beth & Ana', 'Kevin/Priya/Beth/Ana', '4 players: Kevin, Priya, Beth, Ana',
                                        'Kevin, Priya, Beth, and Ana'])}),
 ("Who's in the group right now?", ['check'], {}, ask(DP, split={DP: [KEV, PRI, BETH, ANA]})),
 ("Session zero's pushed a day to the 7th, same time — Beth's got a wedding.", ['update'],
  {DZ: at(DATE7, PM6, DATE7 + ['7th, 6pm', 'the 7th at 6pm', 'the 7th, same time', 'the 7th (same time)', '7th (same time, 6pm)',
                               'the 7th at 6pm (Beth has a wedding)', 'the 7th, 6pm (pushed a day)'])}),
 ("Forget the dice — Beth's lending me a set. Just the mat then.", ['update'],
  {XI: MAT + ['just the battle mat', 'battle mat only', 'just a battle mat', 'only the battle mat', 'battle mat (Beth lending dice)',
              'battle mat (dice borrowed from Beth)', 'battle mat (no dice needed)', 'just the mat', 'mat only', 'Chessex battle mat',
              'battle mat (Chessex)', 'battle mat (dice: Beth lending a set)'],
   XD: ['borrowing from Beth', "Beth's lending a set", 'Beth lending me a set', 'borrowed from Beth', 'from Beth',
        "Beth's lending me a set", 'Beth lending', "Beth's", 'not needed (Beth lending)', 'Beth is lending a set', 'borrow from Beth',
        'lent by Beth', 'not needed', "not buying - Beth's lending a set", 'Beth lending a set', 'borrowing Beth\'s',
        'skip (Beth lending)', 'dropped (Beth lending me a set)']}),
 ("What's the plan on the game supplies?", ['check'], {}, check(X)),
 ("And give me the full campaign rundown.", ['check'], {}, check(D, split={DP: [KEV, PRI, BETH, ANA]})),
])

# 8 ----------------------------------------------------------------------------------------------------------------
TR = N("tree|ash tree|dead ash|dead ash tree|the ash|ash|tree felling|fell the ash|fell ash tree|felling the ash",
       "tree removal|remove ash tree|removing the ash|take down ash tree|taking down the ash|tree surgeon|tree surgery",
       "tree work|oakleaf|oakleaf tree care|ash removal|ash dieback tree|dead tree|dead tree removal|big ash|the big ash",
       "ash at bottom of garden|felling|ash tree felling|ash tree removal|tree job|tree down|get tree down|fell dead ash",
       "ash tree (felling)|oakleaf job|dead ash removal|felling dead ash|ash tree down|tree felling (ash)|big ash tree",
       "take the ash down|ash felling|garden tree|tree at bottom of garden|dead ash (felling)")
NT = N("council notice|section 211 notice|section 211|s211 notice|s211|conservation area notice|tree works notice",
       "notice to council|council|tree notice|conservation area|council notification|notify council|notifying the council",
       "section 211 notification|planning notice|tca notice|tca|tree works in conservation area|planning portal",
       "conservation area tree notice|planning portal notice|council tree notice|tree notification|six weeks' notice",
       "6 week notice|notice|section 211 (council)|council section 211 notice|conservation area notification",
       "council tree works notice|section 211 notice to council|notice for council|s.211 notice")
TT = f"{TR}/" + N("tree|which tree|what|species|type|tree type|subject|tree species|item|description|which one")
TLO = f"?{TR}/" + N("location|where|position|tree location|spot|site|in garden|place|where in garden")
TPB = f"{TR}/" + N("problem|issue|reason|why|condition|status|diagnosis|cause|disease|state|health|what's wrong",
                   "reason for felling|tree condition|fault|notes|tree status|tree health|reason for removal")
TU = f"?{TR}/" + N("urgency|urgent|risk|danger|hazard|deadline|before|priority|why urgent|threat|by when|risk to shed",
                   "concern|shed risk|must happen before")
TC = f"{TR}/" + N("company|tree surgeon|surgeon|contractor|firm|who|provider|arborist|business|going with|hired",
                  "supplier|tree surgeons|vendor|tree company|doing it|booked with|tree surgery company")
TQ = f"{TR}/" + N("quote|price|cost|how much|total|amount|fee|charge|quoted|quote price|price quoted|total cost",
                  "job cost|estimate|quotation|cost of job|quoted price")
TI = f"{TR}/" + N("includes|scope|work|works|job scope|what's included|included|work included|services|jobs|tasks",
                  "job details|plan|the work|work to do|what they'll do|inclusions|covers|package|scope of work")
TV = f"?{TR}/" + N("vat|vat status|tax|vat included|includes vat|inc vat|plus vat|vat note")
TD = f"{TR}/" + N("date|when|booked|booked for|scheduled|scheduled for|work date|job date|start|start date|pencilled in",
                  "pencilled for|day|felling date|appointment|booking|on|provisional date|date booked|when booked",
                  "penciled in|tentative date")
TST = f"?{TR}/" + N("stump|stump plan|stump grinding|stump note|stump decision|stump status|stump option|grind stump")
TN = f"{TR}/" + N("on the day|needs|requirements|requirement|access|prep|preparation|to do|todo|before they arrive",
                  "day of|access requirements|on the day needs|day-of|instructions|what they need|checklist|reminders",
                  "reminder|notes for the day|arrangements|access needs|for the day|they need")
NP = f"{NT}/" + N("notice period|notice|period|weeks' notice|notice required|lead time|how long|wait|waiting period",
                  "weeks|notice length|required notice|six weeks|timeframe|time|wait time|minimum notice|notice needed")
NWY = f"?{NT}/" + N("why|reason|because|conservation area|area|context|requirement|rule|basis|in conservation area",
                    "note|notes|reason needed")
NTO = f"?{NT}/" + N("to|send to|recipient|authority|body|submit to|council|sent to|addressed to|goes to|local authority",
                    "planning authority")
NTY = f"?{NT}/" + N("type|form|notice type|what|kind|form type|which notice|document")
NSD = f"{NT}/" + N("submitted|sent|submitted on|sent on|date submitted|date sent|notice submitted|notice sent|submission",
                   "submission date|filed|filed on|lodged|status|notice status|submission status|progress|sent off")
NR = f"{NT}/" + N("reference|ref|reference number|ref number|case reference|case ref|case number|case no|application number",
                  "application ref|council reference|council ref|planning reference|planning ref|ref no|number|ref #",
                  "application reference|case id|tca reference")
NVI = f"?{NT}/" + N("via|how|method|submitted via|portal|through|channel|route|sent via|submission method|platform|online")
NO = f"{NT}/" + N("officer|case officer|contact|council contact|officer name|caseworker|case worker|planning officer",
                  "tree officer|handling officer|assigned to|dealt with by|handled by|council officer|contact person|who",
                  "person to chase|chase|point of contact")
NDL = f"{NT}/" + N("deadline|decision by|decision deadline|object by|objection deadline|council deadline|response by",
                   "reply by|council decision by|decision date|until|respond by|by|deadline for objection|objection window",
                   "council has until|decision due|objection period ends|can object until")
NDF = f"?{NT}/" + N("if no reply|no reply|default|if nothing heard|silence|otherwise|if no objection|then|after that",
                    "if no response|fallback|outcome if no reply|after deadline|after")
FELL = ['fell', 'felling', 'fell the tree', 'felling the tree', 'fell it', 'fell the ash']
GRIND = ['grind the stump', 'stump grinding', 'grind stump', 'stump grind', 'grinding the stump']
WASTE = ['waste taken away', 'waste removal', 'take waste away', 'remove waste', 'waste removed', 'taking the waste away',
         'clear waste', 'waste away']
GATE = ['side gate unlocked', 'unlock the side gate', 'side gate open', 'leave side gate unlocked', 'unlock side gate',
        'leave the side gate unlocked']
CAR = ['car off the drive', 'move the car off the drive', 'car moved off drive', 'move car off drive', 'car off drive',
       'clear the drive', 'car off driveway', 'move the car']
def _vat(n, inc='with VAT'):
    s = f'£{n:,}'
    return gbp(n, f'{s} {inc}', f'{s} inc VAT', f'{s} including VAT', f'{s} incl. VAT', f'{s} (inc VAT)', f'{s} (with VAT)',
               f'{s} inc. VAT', f'{s} incl VAT', f'{s} total inc VAT', f'{s} (including VAT)', f'{s} (VAT included)',
               f'{s} total', f'{s} with VAT included', f'{s} inc VAT total')
TUE15 = nth(15, 'Tuesday', 'April')
sc('h17_tree', 'Held-out 17 (issue 14): felling a dead ash tree and the council notice for a conservation area', 'A '
   'British, narrative opener with the tree, its diagnosis and the risk, a company with a price for three pieces of work, '
   'a second task "a separate job" with a notice period and why, a submission date with its route and reference, a '
   'provisional date "once the six weeks are up", a sad aside with nothing to record (a pronoun: "that tree"), the price '
   'corrected for VAT, a case officer "if I need to chase it", a check on one slot, a piece of work dropped with a new '
   'price ("stick a bird table on it"), two things needed on the day, the council\'s deadline with what happens if it '
   'stays silent, a check over both.', [
 ("The big ash at the bottom of the garden's dead — ash dieback, the tree surgeon reckons. It needs to come down before "
  "it drops on the shed.", ['new'],
  {TR: None,
   TT: ['ash', 'the big ash', 'big ash at the bottom of the garden', 'ash tree', 'the ash at the bottom of the garden', 'big ash tree',
        'ash at bottom of garden', 'large ash', 'ash, bottom of garden', 'big ash, bottom of the garden',
        'ash tree at the bottom of the garden', 'the big ash at the bottom of the garden', 'dead ash', 'dead ash tree',
        'big ash (bottom of garden)', 'ash (bottom of garden)', 'ash tree (bottom of garden)', 'big ash', 'the ash', 'Ash',
        'large ash tree', 'big dead ash'],
   TLO: ['bottom of the garden', 'bottom of garden', 'at the bottom of the garden', 'end of the garden', 'back of the garden',
         'bottom of the garden, by the shed', 'garden', 'bottom of the garden (near the shed)', 'by the shed'],
   TPB: ['dead', 'dead (ash dieback)', 'ash dieback', 'dead - ash dieback', 'dead, ash dieback', 'dead from ash dieback', 'dieback',
         'ash dieback (dead)', 'dead — ash dieback', 'dead, ash dieback (per tree surgeon)', 'dead - ash dieback, could drop on the shed',
         'dead (ash dieback) - risk to shed', 'dead from ash dieback, risk to shed', 'ash dieback, dead',
         'dead, ash dieback; might drop on shed', 'dead with ash dieback', 'dead/ash dieback', 'dead — ash dieback (tree surgeon reckons)',
         'dead: ash dieback', 'dead (ash dieback, per tree surgeon)', 'dead - ash dieback (tree surgeon)',
         'dead, ash dieback - needs to come down before it drops on the shed', 'dead (ash dieback) - needs to come down',
         'dead, needs to come down (ash dieback)', 'ash dieback - dead', 'dead (ash dieback according to tree surgeon)'],
   TU: ['before it drops on the shed', 'before it falls on the shed', 'could drop on the shed', 'risk to shed', 'shed at risk',
        'urgent', 'might fall on shed', 'before it drops on the shed (urgent)', 'soon', 'asap', 'before it lands on the shed',
        'could fall on the shed', 'danger to shed', 'urgent - could drop on shed', 'needs to come down before it drops on the shed',
        'come down before it drops on the shed', 'risk of falling on the shed', 'the shed', 'shed', 'may drop on the shed']}),
 ("We're going with Oakleaf Tree Care — £1,450 to fell it and grind the stump, with the waste taken away.", ['new'],
  {TC: ['Oakleaf Tree Care', 'Oakleaf', 'Oakleaf Tree Care (tree surgeons)', 'Oakleaf Tree Care Ltd', 'Oakleaf tree surgeons',
        'Oak Leaf Tree Care'],
   TQ: gbp(1450, '£1,450 to fell and grind the stump', '£1,450 (fell, stump grind, waste removal)',
           '£1,450 including stump grinding and waste removal', '£1,450 inc. stump grinding and waste', '£1,450 all in',
           '£1,450 (felling, stump grinding, waste)', '£1,450 for felling + stump grinding + waste removal',
           '£1,450 - fell, grind stump, take waste', '£1,450 incl. stump and waste', '£1,450 including waste removal',
           '£1,450 (inc. waste removal)', '£1,450 total', '£1,450 (all in)', '£1450 fell and grind',
           '£1,450 to fell it, grind the stump and take the waste away', '£1,450 (fell + stump + waste)',
           '£1,450 to fell and grind stump, waste taken away', '£1,450 (Oakleaf)'),
   TI: items(FELL, GRIND, WASTE, more=['fell and grind stump, waste taken away', 'fell, grind stump, waste away',
                                       'fell + stump grind + waste removal', 'felling, stump grinding & waste removal',
                                       'fell it and grind the stump, with the waste taken away'])}),
 ("Oh, and a separate job: we're in a conservation area, so I've got to send the council a Section 211 notice six weeks "
  "before any work starts.", ['new'],
  {NT: None,
   NP: ['six weeks', '6 weeks', "six weeks' notice", "6 weeks' notice", '6 weeks before any work', 'six weeks before any work starts',
        '6 weeks notice', '6-week notice', 'six-week notice', 'six weeks before work', '6 weeks before work starts',
        "6 weeks' notice before any work", 'six weeks notice', '6 wks', '6 weeks in advance', 'six weeks in advance',
        "six weeks' notice before work", '6 weeks before works', '6 weeks prior', 'six weeks prior', "six weeks' notice before any work",
        '6 weeks before any work starts', 'six weeks before any work', "six weeks' notice (conservation area)",
        '6 weeks (conservation area)', '6 weeks before work (conservation area)', 'at least 6 weeks before work'],
   NWY: ['conservation area', 'in a conservation area', "we're in a conservation area", 'conservation area (required)',
         'conservation area rules', 'tree in a conservation area', 'conservation area - required', 'yes',
         "we're in conservation area", 'in conservation area', 'Conservation area'],
   NTO: ['council', 'the council', 'local council', 'the local council', 'council (planning)', 'planning department',
         'local planning authority', 'council planning', 'Council'],
   NTY: ['Section 211', 'Section 211 notice', 's211', 'S211 notice', 'section 211 notification', 'Section 211 (conservation area)',
         'tree works notice', 'S211', 'section 211']}),
 ("Sent it off through the Planning Portal today, 3rd March. Reference is 24/01873/TCA.", ['new'],
  {NSD: ['3rd March', '3 March', 'March 3', 'March 3rd', 'submitted 3rd March', 'sent 3rd March', 'submitted on 3rd March',
         'sent off 3rd March', 'submitted (3rd March)', 'submitted', 'sent', 'sent off', 'submitted via Planning Portal, 3rd March',
         'submitted 3 March via Planning Portal', 'submitted through the Planning Portal on 3rd March',
         'sent via Planning Portal 3rd March', 'submitted via the Planning Portal', 'submitted online 3rd March', '03/03', '3/3',
         'submitted 3/3', 'today (3rd March)', '3rd March (Planning Portal)', 'sent 3 March', 'sent off (3rd March)',
         'submitted today, 3rd March', 'submitted on 3 March', 'done, 3rd March', 'submitted – 3rd March', 'submitted - 3 March',
         'submitted 3rd March (Planning Portal)', 'sent off through the Planning Portal, 3rd March', 'submitted 3rd Mar', '3rd Mar',
         'sent (3rd March)', 'submitted, 3rd March', 'sent off 3 March', 'sent off via Planning Portal (3rd March)',
         'submitted 3 March', 'sent on 3rd March', 'sent 3rd March via Planning Portal', 'submitted on the 3rd of March',
         'the 3rd of March', '3rd of March'],
   NR: reg('24/01873/TCA', '24/01873/tca', '2401873TCA', '24 01873 TCA', 'ref 24/01873/TCA', 'reference 24/01873/TCA',
           '24/1873/TCA'),
   NVI: ['Planning Portal', 'the Planning Portal', 'planning portal', 'online via the Planning Portal', 'via Planning Portal',
         'Planning Portal (online)', 'online', 'through the Planning Portal', 'via the Planning Portal']}),
 ("Oakleaf have pencilled us in for Tuesday 15th April, once the six weeks are up.", ['new'],
  {TD: TUE15 + ['Tuesday 15th April (pencilled in)', 'pencilled in for Tuesday 15th April', 'Tue 15th April (provisional)',
                'Tuesday 15th April (after the six weeks)', 'Tuesday 15 April (pencilled)', 'provisionally Tuesday 15th April',
                'Tuesday 15th April, once the six weeks are up', '15/04', '15/4', 'Tuesday 15th April (provisional)',
                'pencilled in: Tuesday 15th April', 'Tuesday 15th April - pencilled in', '15th April (pencilled in)',
                '15 April (provisional)', 'Tuesday 15th April (once the six weeks are up)', 'Tuesday 15th April (tentative)',
                'Tues 15th April', 'Tues 15 April']}),
 ("The kids are gutted, their rope swing's on that tree.", [], {}),
 ("Oakleaf rang back — they'd left the VAT off. It's £1,740 with VAT.", ['update'],
  {TQ: _vat(1740) + ['£1,740 inc VAT (fell, stump grind, waste removal)', '£1,740 inc. VAT (was £1,450)',
                     '£1,740 (was £1,450 + VAT)', '£1,740 with VAT (not £1,450)', '£1,740 including VAT (previously £1,450 without)'],
   TV: ['included', 'inc VAT', 'including VAT', 'VAT included', 'yes', 'incl. VAT', 'with VAT', 'VAT inc', '20%', 'VAT added',
        'includes VAT', 'inclusive', 'inc. VAT', 'now included', 'VAT inclusive']}),
 ("The council's case officer is a Mr Dhillon, if I need to chase it.", ['new'],
  {NO: ['Mr Dhillon', 'Dhillon', 'Mr. Dhillon', 'Mr Dhillon (case officer)', 'Mr Dhillon, case officer', 'case officer Mr Dhillon',
        'Mr Dhillon (council)', 'Mr Dhillon - case officer', 'Mr Dhillon (to chase)', 'Mr Dhillon (council case officer)',
        'Mr Dhillon, council case officer']}),
 ("What's the council reference again?", ['check'], {}, ask(NR)),
 ("Change of plan on the stump — we'll leave it and stick a bird table on it. Oakleaf say that makes it £1,560 with VAT.",
  ['update'],
  {TI: items(FELL, WASTE, more=['fell and take waste away (leave stump)', 'felling + waste removal (no stump grinding)',
                                'fell, waste removal, stump left', 'fell and remove waste; stump stays', 'fell, waste removal (leave stump)',
                                'felling and waste removal, stump left for a bird table', 'fell + waste removal',
                                'fell it, take waste away (stump stays for bird table)', 'fell, waste taken away (no stump grinding)',
                                'felling, waste removal (stump left)', 'fell and waste removal only']),
   TQ: _vat(1560) + ['£1,560 inc VAT (no stump grinding)', '£1,560 with VAT (stump left)', '£1,560 inc VAT (fell + waste removal)',
                     '£1,560 (no stump grinding)', '£1,560 with VAT, no stump grinding', '£1,560 (leaving the stump)',
                     '£1,560 inc VAT (was £1,740)', '£1,560 with VAT (not £1,740)'],
   TST: ['leave it', 'leaving it', 'left', 'keep stump', 'keeping it', 'leave stump', 'leave the stump', 'left in place',
         'leave it (bird table)', 'bird table on it', 'keep it for a bird table', 'leaving it, bird table on top', 'no grinding',
         'not grinding', 'stays', 'leave - bird table', 'keep (bird table)', 'stump stays (bird table)', 'leave stump for bird table',
         'leave it, bird table', 'keeping stump for bird table', 'bird table', 'leave it, stick a bird table on it',
         'leaving it for a bird table', 'keep - bird table on it', 'left for bird table', 'not ground (bird table)']}),
 ("Oakleaf also need the side gate unlocked and the car off the drive on the day.", ['new'],
  {TN: items(GATE, CAR, more=['side gate unlocked + car off drive', 'side gate unlocked & car off the drive',
                              'unlock side gate, move car off drive'])}),
 ("Mr Dhillon says they've got till 14th April to object — if we hear nothing by then, we can go ahead.", ['new'],
  {NDL: nth(14, 'Monday', 'April', ['by 14th April', 'till 14th April', 'until 14th April', '14th April (go ahead if no reply)',
                                    '14th April - can go ahead if nothing heard', 'object by 14th April', '14th April, then go ahead',
                                    'till 14th April to object', '14 April (if no objection, go ahead)', '14th April (no reply: go ahead)', '14/04', '14/4', '14th April (then we can go ahead)',
                                    'until 14th April to object', '14th April to object', 'by 14 April',
                                    '14th April (go ahead if we hear nothing)', 'till the 14th of April']),
   NDF: ['go ahead', 'can go ahead', 'we can go ahead', 'go ahead if no reply', 'go ahead if nothing heard', 'proceed', 'can proceed',
         'go ahead after 14th April', 'go ahead if no objection', 'work can go ahead', 'fine to go ahead', 'ok to proceed',
         'go ahead if we hear nothing', 'if nothing heard, go ahead', 'can go ahead if nothing heard by then', 'go-ahead']}),
 ("Go on then — where are we with the tree and the council?", ['check'], {},
  check(TR, NT, split={TI: [FELL, WASTE], TN: [GATE, CAR]})),
])

# 9 ----------------------------------------------------------------------------------------------------------------
BE = N("bell ringing|bellringing|bell-ringing|learning bell ringing|learn bell ringing|bell ringing lessons",
       "bell ringing at st michael's|st michael's bell ringing|st michael's|st michael's tower|tower|bell tower|ringing",
       "ringing lessons|change ringing|church bells|bells|learning to ring|learning the bells|bell ringing practice",
       "ringing practice|bellringers|bell ringers|st michael's ringers|bell ringing (st michael's)|learning to ring bells",
       "bell ringing course|bell ringing class|ringing at st michael's|bells at st michael's|tower practice",
       "learning bellringing|bell ringing lessons at st michael's|church bell ringing|st michael's bells|ringing lessons (st michael's)")
WE = N("wedding|wedding ringing|ringing for wedding|ringing for the wedding|hendersons' wedding|henderson wedding",
       "the hendersons' wedding|wedding bells|ring for wedding|ring for the hendersons|hendersons wedding ringing",
       "wedding peal|wedding quarter|wedding (ringing)|ringing at the hendersons' wedding|the wedding|henderson wedding ringing",
       "wedding bell ringing|bell ringing for wedding|wedding ringing (hendersons)|saturday wedding|wedding booking",
       "ringing for hendersons|ringing for the hendersons' wedding|hendersons|the hendersons|wedding ring|ring at wedding",
       "wedding (hendersons)|hendersons' wedding ringing|wedding ringing - hendersons")
BTW = f"{BE}/" + N("tower|church|where|location|venue|place|at|church name|which church|parish|bell tower|held at",
                   "tower name")
BDY = f"{BE}/" + N("day|practice night|night|practice day|when|weekly on|which night|evening|practice|practice evening",
                   "meets|meeting night|schedule|day of week|nights|practices|practice nights|practice when")
BTM = f"{BE}/" + N("time|times|practice time|hours|from to|what time|time slot|timing|practice hours|session time",
                   "start time|practice times")
BC = f"{BE}/" + N("captain|tower captain|teacher|instructor|leader|contact|who|tutor|coach|in charge|head|ringing master",
                  "captain name|teaches|taught by|lead|tower captain name")
BCV = f"?{BE}/" + N("captain background|background|retired vet|about colin|colin|note|notes|occupation|former job|was")
BH = f"{BE}/" + N("handling lessons|lessons|handling|one-to-one|one to one|1:1 lessons|1-to-1|lesson|lesson time",
                  "lesson times|lessons when|handling lesson time|individual lessons|private lessons|training|tuition",
                  "one-to-one lessons|saturday lessons|handling lesson|handling lessons time|1:1|1-2-1|one-on-one")
BHD = f"?{BE}/" + N("first few weeks|duration|how long|for how long|period|lesson period|weeks|lessons duration")
BM = f"{BE}/" + N("membership|guild membership|guild|membership fee|fee|subs|annual fee|cost|yearly fee|guild fee|price",
                  "annual subs|subscription|dues|annual cost|membership cost|guild subs")
BS = f"{BE}/" + N("shoes|footwear|what to wear|wear|dress|clothing|attire|dress code|kit|bring|requirements|shoe",
                  "footwear rule|no heels|needs|need|shoe rule")
BB = f"{BE}/" + N("bell|my bell|which bell|starting bell|assigned bell|bell assigned|ring|position|first bell|start on",
                  "starting on|bell to ring|rope|my rope|starting position")
BTN = f"?{BE}/" + N("tenor|tenor weight|heaviest bell|heaviest|tenor bell|trivia|fact|bell weights|weight|fun fact")
WC = f"{WE}/" + N("couple|whose wedding|for|bride and groom|who|wedding of|names|family|client|clients|party",
                  "wedding couple|couple's name")
WD = f"{WE}/" + N("date|when|day|wedding date|on|ringing date|date of wedding|scheduled|scheduled for|booked for",
                  "wedding day|which day")
WM = f"{WE}/" + N("meet|meet at|meeting time|meet time|arrive|arrival|arrive by|arrival time|call time|be there",
                  "be there by|get there|report|report at|gather|gather at|in tower by|turn up|turn up at|meet by")
WR = f"{WE}/" + N("ringing|ringing time|ringing times|ring from|time|times|ringing from|ringing window|window",
                  "when ringing|ring|ringing hours|from to|ringing slot|slot|duration|ringing period|ring time")
WAB = f"?{WE}/" + N("asked by|requested by|who asked|invited by|via|organiser|organizer|arranged by|booked by|contact")
WF = f"{WE}/" + N("fee|pay|payment|paid|cost|price|ringer fee|fee per ringer|per ringer|money|how much|amount",
                  "earnings|rate|ringers' fee|ringing fee|charge|ringer's fee")
WFP = f"?{WE}/" + N("paid how|payment method|paid in|method|how paid|cash|paid by|when paid|paid when|payer|who pays")
WDC = f"{WE}/" + N("dress code|dress|what to wear|attire|clothing|clothes|wear|outfit|dress requirement|dress request",
                   "bride's request|request|requests|smart|clothing request")
WPR = f"?{WE}/" + N("practice|quick practice|practice first|warm up|warm-up|rehearsal|before ringing|pre-ring practice",
                    "practice before")
def _sat(h):
    base = [f'Saturday mornings at {h}', f'Saturdays at {h}', f'Saturday {h}am', f'Saturdays {h}am', f'Saturday mornings, {h}am',
            f'Sat mornings at {h}', f'Sat {h}am', f'Saturday morning at {h}', f'Saturdays, {h}am', f'Saturday mornings {h}am',
            f'Saturday at {h}am', f'Saturday mornings at {h}am', f'Saturday {h}:00', f'Saturdays {h}:00', f'Sat {h}:00',
            f'Saturday mornings, {h}', f'Saturday mornings ({h}am)', f"Saturday mornings at {h} o'clock", f'Saturdays, {h}:00am',
            f'Saturdays at {h}am', f'{h}am Saturdays', f'{h}am on Saturdays', f'Saturday mornings {h}:00', f'Sat mornings {h}am']
    return uniq(base + [f'{p}{b}' for p in ('one-to-one, ', 'one-to-one handling lessons, ', '1:1 handling lessons ',
                                            'one-to-one with Colin, ', '1-to-1 ') for b in base[:6]]
                + [f'{b}{s}' for b in base[:8] for s in (' (one-to-one)', ' (1-to-1 with Colin)', ' (first few weeks)', ' with Colin')])
SAT21, SAT28 = nth(21, 'Saturday', 'June'), nth(28, 'Saturday', 'June')
SEPS_ = ('-', '–', ' to ', ' till ', ' until ', ' - ', ' – ')
def _rng(a, b, words=()):
    return uniq([f'{x}{sep}{y}' for sep in SEPS_ for x in a for y in b] + [f'from {x} till {y}' for x in a[:3] for y in b[:3]]
                + [f'from {x} to {y}' for x in a[:3] for y in b[:3]] + list(words))
PRAC = _rng(['7:30', '7.30', '7:30pm', '7.30pm', 'half seven', 'half 7', '19:30', '7:30 pm'], ['9', '9pm', '9:00', '9.00',
            'nine', '9:00pm', '21:00', '9 pm'], ['half seven till nine', 'half past seven till nine'])
sc('h17_bells', 'Held-out 17 (issue 14): learning church bell ringing and ringing for a wedding', 'A British, chatty '
   'opener from an older learner with the tower, practice night and time in words ("half seven till nine"), a tower '
   'captain described in passing with one-to-one lessons on another day, a yearly fee and a footwear rule, an aside '
   'about aching arms with nothing to record, the bell she starts on with a trivia aside, a second task begun "Ooh — and" '
   'with a couple, a date, a meeting time and a ringing window, a fee per ringer paid in cash, the lessons moved an hour '
   'earlier, a check on two slots, the date corrected ("I got that wrong"), a dress request with the meeting time brought '
   'forward (new and update), a check on each task.', [
 ("Well, I've been roped into learning bell ringing at St Michael's! Practice night's Thursdays, half seven till nine.",
  ['new'],
  {BE: None,
   BTW: ["St Michael's", "St Michael's church", "St Michael's Church", "St Michael's tower", "St. Michael's", 'St Michaels',
         "St Michael's (church)", "St Michael's bell tower", "St Michael's tower (church)", "St. Michael's Church"],
   BDY: ['Thursdays', 'Thursday', 'Thursday nights', 'Thursday evenings', 'Thurs', 'Thu', 'every Thursday', 'Thursday night',
         'Thursday evening', 'weekly on Thursday', 'Thursdays (practice night)', 'Thursday practice night', 'Thursdays 7.30-9',
         'Thursdays, 7:30-9pm', 'Thursday 7:30-9pm', 'Thursdays half seven till nine', 'Thursday nights 7.30-9',
         'Thursdays, half 7 till 9', 'Thursdays 7:30–9', 'Thursday, half seven till nine', 'Thursdays 7.30pm-9pm'],
   BTM: PRAC + ['Thursdays 7:30-9', 'Thursdays, 7.30-9pm', 'Thursday 7:30-9pm', 'Thursdays half seven till nine']}),
 ("Tower captain's a retired vet called Colin. First few weeks I'm having one-to-one handling lessons with him, Saturday "
  "mornings at 10.", ['new'],
  {BC: ['Colin', 'Colin (tower captain)', 'Colin, tower captain', 'tower captain Colin', 'Colin (retired vet)', 'Colin, retired vet',
        'Colin - tower captain', 'Colin (tower captain, retired vet)', 'Colin, a retired vet', 'Colin - retired vet',
        'Colin (retired vet, tower captain)', 'Colin, tower captain (retired vet)'],
   BCV: ['retired vet', 'a retired vet', 'retired vet (Colin)', 'vet (retired)', 'ex-vet', 'former vet', 'retired veterinarian'],
   BH: _sat(10),
   BHD: ['first few weeks', 'a few weeks', 'the first few weeks', 'few weeks', 'initially', 'for the first few weeks',
         'first few weeks (one-to-one)']}),
 ("Guild membership's £15 a year. And I need flat shoes — no heels up those tower stairs!", ['new'],
  {BM: gbp(15, '£15 a year', '£15/year', '£15 per year', '£15 annually', '£15 pa', '£15/yr', '£15 yearly', '£15 a year (guild)',
           'guild, £15 a year', '£15 per annum', '£15 (annual)', 'guild membership £15 a year', '£15 a year guild membership',
           '£15 p.a.', '£15 a year for the guild', '£15/year (guild)', 'Guild: £15 a year', '£15 per year (guild membership)'),
   BS: ['flat shoes', 'flats', 'flat shoes (no heels)', 'flat shoes, no heels', 'no heels', 'flat shoes - no heels',
        'sensible flat shoes', 'flat shoes only', 'flat-soled shoes', 'flat shoes (no heels on tower stairs)',
        'flat shoes, no heels (tower stairs)', 'no heels, flat shoes', 'flat shoes, no heels up the tower stairs',
        'flat shoes (tower stairs)', 'flat shoes – no heels', 'flat shoes (no heels up the tower stairs)', 'flat shoes, no heels!',
        'flat shoes — no heels up the tower stairs']}),
 ("My arms are killing me after one go on the rope, mind. Who knew?", [], {}),
 ("Colin's putting me on the treble to start — the lightest one. The tenor's 14 hundredweight, apparently!", ['new'],
  {BB: ['treble', 'the treble', 'treble (lightest)', 'treble (the lightest bell)', 'the treble, lightest bell', 'treble bell',
        'treble - lightest', 'treble (lightest one)', 'the treble (lightest)', 'Treble', 'treble to start', 'treble (to start)',
        'treble, the lightest one', 'treble (lightest bell)', 'the treble (the lightest one)', 'treble (lightest) to start',
        'the treble to start'],
   BTN: ['14 hundredweight', '14 cwt', '14cwt', 'tenor 14 cwt', 'tenor: 14 hundredweight', '14 hundredweight (tenor)',
         'tenor is 14 cwt', '14 hundredweight tenor', '14 cwt (tenor)', 'tenor 14 hundredweight', "tenor's 14 hundredweight",
         'tenor is 14 hundredweight']}),
 ("Ooh — and Colin's asked if I'll ring for the Hendersons' wedding on Saturday 21st June. Meet at 1.15, ringing from "
  "half one till two.", ['new'],
  {WE: None,
   WC: ['the Hendersons', 'Hendersons', 'Henderson', 'the Henderson wedding', "the Hendersons' wedding", 'the Henderson family',
        'Henderson family', 'Henderson couple', 'the Hendersons (couple)', 'The Hendersons', 'Mr & Mrs Henderson'],
   WD: SAT21,
   WM: clock(1, 15, 'pm', ['meet at 1.15', 'meet 1:15pm', 'meet at 1:15', '1.15 (meet)', '1:15pm meet']),
   WR: _rng(['1:30', '1.30', '1:30pm', '1.30pm', 'half one', 'half 1', '13:30', 'half past one', '1:30 pm'],
            ['2', '2pm', '2:00', '2.00', 'two', '2:00pm', '14:00', '2 pm'],
            ['half one till two', 'half past one till two', '1:30-2 (ringing)']),
   WAB: ['Colin', 'Colin (tower captain)', 'tower captain Colin', 'Colin asked', 'asked by Colin']}),
 ("The couple pay £10 per ringer for weddings — cash on the day.", ['new'],
  {WF: gbp(10, '£10 per ringer', '£10 each', '£10 a ringer', '£10/ringer', '£10 per ringer (cash on the day)', '£10 cash on the day',
           '£10 per ringer, cash on the day', '£10 (cash, on the day)', '£10 each, cash on the day', '£10 per ringer - paid by couple',
           '£10 per ringer from the couple', '£10 per ringer, paid by the couple in cash on the day', '£10 cash',
           '£10 per ringer (cash)', '£10 per ringer, cash', 'ten pounds per ringer', '£10 pp', '£10 per person',
           '£10 per ringer (paid by couple, cash on the day)', '£10 per ringer, cash on the day (from the couple)',
           '£10 per ringer (couple pays cash on the day)', '£10 per ringer — cash on the day', '£10 a head', '£10 each (cash)'),
   WFP: ['cash on the day', 'cash', 'cash, on the day', 'by the couple, cash on the day', 'the couple', 'couple',
         'couple, cash on the day', 'on the day', 'couple pays cash on the day', 'paid by couple', 'cash (on the day)',
         'the couple, in cash on the day']}),
 ("Colin's moved my handling lessons to 9 — the flower ladies have the church from 10 now.", ['update'],
  {BH: _sat(9) + ['9am', '9:00', '9 am', 'at 9', 'at 9am', '9am (Saturdays)', 'Saturdays at 9 (flower ladies from 10)',
                  'Saturday mornings at 9 (moved)', 'Saturdays at 9am (changed from 10)', 'Saturday 9am (was 10am)',
                  'Saturday mornings at 9 (not 10)']}),
 ("When's practice night again?", ['check'], {}, ask(BDY, BTM)),
 ("Oh, I got that wrong — the wedding's the 28th, not the 21st. Still a Saturday.", ['update'],
  {WD: SAT28 + ['Saturday 28th June (not the 21st)', 'the 28th (not the 21st)', 'Saturday 28th (still a Saturday)',
                'Saturday the 28th', 'Saturday 28th June (was 21st)']}),
 ("Bride's asked that we wear something smart but not black. And Colin wants us there for 1 o'clock now, for a quick "
  "practice first.", ['new', 'update'],
  {WDC: ['smart, not black', 'smart but not black', 'something smart but not black', 'smart (not black)', 'smart, no black',
         'smart - not black', 'smart clothes, not black', 'smart, avoid black', 'no black, smart', 'smart but no black',
         'smart attire, not black', "smart, not black (bride's request)", "smart but not black (bride's request)", 'smart; no black',
         'smart dress, not black', 'not black, smart', 'smart, not black — bride asked', 'smart but not black (bride asked)',
         'smart, not in black', 'smart but not black (bride)', 'something smart, not black', 'smart - no black',
         "something smart but not black (bride's request)", 'smart, not black (bride asked)'],
   WM: clock(1, 0, 'pm', ['1pm (quick practice first)', '1pm, practice first', "1 o'clock (practice first)", '1pm for a quick practice',
                          '13:00 (quick practice)', "1 o'clock (for a quick practice)", '1pm (practice first)', 'one o\'clock',
                          "1 o'clock now", '1pm (changed from 1.15)', '1pm (was 1.15)', "1 o'clock (was 1.15)",
                          '1pm (not 1.15)']),
   WPR: ['quick practice first', 'practice first', 'quick practice', 'yes', 'quick practice at 1', 'practice at 1pm', 'yes, at 1',
         'quick practice before ringing', 'quick practice beforehand', 'quick practice at 1pm', 'yes (at 1pm)',
         "quick practice at 1 o'clock"]}),
 ("Tell me what I've got down for the wedding.", ['check'], {}, check(WE)),
 ("And the lessons side of things?", ['check'], {}, check(BE)),
])

# 10 ---------------------------------------------------------------------------------------------------------------
F = N("scam|scam text|fraud|fraud claim|fraud report|chase fraud|chase fraud claim|debit card fraud|card fraud",
      "fraudulent charges|fraud case|bank fraud|usps scam|fake usps text|phishing|phishing scam|phishing text|smishing",
      "scam report|report fraud|reporting fraud|fraud dispute|dispute charges|disputed charges|compromised card",
      "compromised debit card|stolen card number|chase dispute|chase claim|fraud claim with chase|fraud (chase)",
      "scam (usps text)|usps text scam|debit card scam|chase fraud case|card compromise|fraud on debit card",
      "fraud claim (chase)|scam text fraud|usps scam text|debit card compromised|card scam|fraud - chase")
Z = N("password manager|passwords|password|change passwords|changing passwords|password changes|password reset",
      "reset passwords|password manager setup|set up password manager|new password manager|bitwarden|1password",
      "password security|account security|security|secure accounts|securing accounts|password manager (bitwarden)",
      "passwords to change|update passwords|password update|online security|password stuff|password cleanup",
      "password manager and passwords|passwords + password manager|password manager & password changes",
      "get a password manager|password manager + changing passwords")
FW = f"{F}/" + N("what happened|what|description|details|incident|summary|issue|problem|scam type|how|cause|source",
                 "type|what i did|incident details|method|how it happened|scam details|fraud type|scam|notes|note")
FB = f"{F}/" + N("bank|card issuer|issuer|bank name|with|institution|which bank|card provider|financial institution",
                 "provider|account|account with|reported to")
FCD = f"?{F}/" + N("card|compromised card|card compromised|affected card|which card|card type|compromised",
                   "account affected|card affected|what was compromised|exposed")
FC = f"?{F}/" + N("called|contacted|reported|fraud line|called fraud|contact|action|action taken|steps taken|done",
                  "reported via|called who|first step")
FNC = f"{F}/" + N("new card|replacement card|replacement|new card eta|new card arrival|card replacement|eta",
                  "replacement eta|arrives|arriving|new card coming|delivery|replacement card eta|card arriving",
                  "new card due|new card status|new debit card")
FCS = f"?{F}/" + N("card status|old card|cancelled|canceled|card cancelled|card canceled|old card status|status of card",
                   "debit card status|card state")
FR = f"{F}/" + N("claim number|claim|claim #|claim no|claim id|reference|ref|reference number|case number|case|case id",
                 "fraud claim number|number|fraud case number|claim reference|ref number|confirmation|claim ref",
                 "case #|claim num|claim no.")
FX = f"{F}/" + N("disputed charges|charges|fraudulent charges|unauthorized charges|fraud charges|transactions|disputed",
                 "fraudulent transactions|charges disputed|charges not mine|bad charges|unauthorised charges|amounts",
                 "suspicious charges|unrecognized charges|charges i didn't make|disputed transactions|amount|losses",
                 "fraud transactions|stolen|amount stolen|disputed charge|charge|fraudulent charge|unauthorized charge")
FLG = f"?{F}/" + N("legit|legitimate|not fraud|cleared|removed|mine|dropped|genuine|withdrawn|false alarm|removed charges",
                   "legit charges|husband's|valid charges|ours|legitimate charge|not fraudulent")
FPC = f"{F}/" + N("provisional credit|credit|refund|temporary credit|provisional refund|money back|reimbursement",
                  "credit eta|credit timing|when credited|refund eta|refund timing|provisional credit eta|expected credit",
                  "payback|credit status|refund status|provisional credit status")
FIN = f"?{F}/" + N("investigation|investigating|investigation status|status|dispute status|claim status|under investigation",
                   "progress|stage|case status")
ZS = f"{Z}/" + N("password manager|manager|service|app|tool|which password manager|product|provider|software|using",
                 "chosen|choice|pm|vault|program|password app")
ZC = f"{Z}/" + N("cost|price|fee|how much|subscription|annual cost|yearly cost|per year|annual fee|yearly fee",
                 "price per year|subscription cost|charge|plan cost|annual price|yearly|subscription price")
ZN = f"?{Z}/" + N("suggested by|recommended by|advice from|nephew|who suggested|recommendation|helper|help from",
                  "idea from|source|advised by|per")
ZL = f"{Z}/" + N("to change|passwords to change|change|accounts|accounts to change|list|change first|first|priority",
                 "priority accounts|accounts to update|to update|update|to do|todo|which accounts|accounts first",
                 "change list|pending|remaining|outstanding|still to change|left to change|left|first to change")
ZDN = f"?{Z}/" + N("done|changed|completed|finished|already changed|changed already|done list|passwords changed",
                   "updated|completed accounts|done so far|changed so far")
E412 = ['$412.60 at an electronics site', '$412.60 electronics site', '$412.60 (electronics site)', '$412.60 at some electronics site',
        '$412.60 electronics website', '$412.60 - electronics site', '$412.60', '$412.60 at electronics site', '$412.60 (electronics)',
        '$412.60 online electronics']
G89 = ['$89 at a gas station in Ohio', '$89 gas station in Ohio', '$89 (gas station, Ohio)', '$89 at gas station in Ohio',
       '$89 gas station (Ohio)', '$89 - gas station in Ohio', '$89', '$89 Ohio gas station', '$89 at an Ohio gas station',
       '$89 (gas station in Ohio)', '$89.00 gas station in Ohio', '$89 gas, Ohio']
EM = ['email', 'my email', 'email account', 'e-mail', 'email password']
AMZ = ['Amazon', 'Amazon account', 'Amazon password']
CHL = ['Chase login', 'Chase', 'the Chase login', 'Chase online login', 'Chase account', 'Chase password', 'Chase online banking']
sc('h17_scam', 'Held-out 17 (issue 14): reporting a phishing scam to the bank and getting a password manager', 'An '
   'American, frustrated opener ("Ugh.") with what happened and the bank called, a cancelled card with the replacement '
   'time and a claim number, two disputed charges, provisional credit with a time, a second task on a relative\'s advice '
   'with a service and a yearly price, a list of three accounts to change, one charge withdrawn ("the $89 one\'s '
   'actually legit") with the reason, a check on one slot, two accounts done ("just the Chase one left"), a self-critical '
   'aside with nothing to record, the credit come through, the service and price switched on the relative\'s advice, a '
   'check over both.', [
 ("Ugh. I fell for a scam text pretending to be USPS and typed my debit card number in. Called Chase's fraud line right "
  "away.", ['new'],
  {F: None,
   FW: ['fake USPS text', 'scam text pretending to be USPS', 'USPS scam text', 'fake USPS text, entered debit card number',
        'scam text pretending to be USPS; typed in debit card number', 'USPS phishing text', 'phishing text (fake USPS)',
        'fell for fake USPS text, entered debit card number', 'USPS text scam, debit card number entered',
        'scam text (fake USPS) - entered debit card number', 'entered debit card number on fake USPS text',
        'fake USPS text - typed in debit card number', 'USPS scam text; gave debit card number', 'typed debit card number into USPS scam text',
        'smishing (fake USPS)', 'phishing (USPS text)', 'USPS phishing text, entered debit card number',
        'scam text pretending to be USPS, typed in debit card number', 'fake USPS text — entered my debit card number', 'USPS scam',
        'USPS text scam', 'fake USPS', 'phishing', 'scam text', 'fake USPS text (debit card number entered)',
        'entered debit card number into a fake USPS text', 'debit card number given to fake USPS text',
        'debit card number compromised (fake USPS text)', 'debit card number entered on USPS scam site',
        'USPS scam text — typed my debit card number in', 'fell for a scam text pretending to be USPS, typed in debit card number',
        'scam text pretending to be USPS (typed in debit card number)', 'fake USPS text: typed in debit card number',
        'gave my debit card number to a fake USPS text', 'phishing text pretending to be USPS; entered debit card number',
        'USPS phishing scam', 'USPS smishing text', 'typed debit card number into a fake USPS text'],
   FB: ['Chase', 'Chase Bank', 'JPMorgan Chase', 'Chase (debit card)', 'Chase debit card', 'Chase fraud', 'Chase fraud line'],
   FCD: ['debit card', 'my debit card', 'Chase debit card', 'debit', 'debit card number', 'debit card (Chase)', 'Debit card'],
   FC: ['called Chase fraud', "called Chase's fraud line", 'yes', 'called', 'reported', 'reported to Chase', 'Chase fraud line',
        'called right away', 'called Chase fraud right away', "Chase's fraud line", 'reported to Chase fraud', 'called fraud line',
        'called Chase', 'reported (Chase fraud line)', 'yes, called Chase fraud line', 'fraud line called',
        "called Chase's fraud line right away", 'called fraud line right away']}),
 ("They cancelled the card — new one's coming in 5 to 7 business days. Claim number's FR-20931847.", ['new'],
  {FNC: ['5-7 business days', '5 to 7 business days', 'in 5-7 business days', 'coming in 5-7 business days', '5–7 business days',
         '5-7 days', 'arriving in 5-7 business days', 'new card in 5-7 business days', 'on its way (5-7 business days)',
         'coming, 5-7 business days', '5 to 7 days', 'within 5-7 business days', 'in 5 to 7 business days',
         'ordered, 5-7 business days', 'ordered (5-7 business days)', '5-7 biz days', '5-7 working days',
         'coming in 5 to 7 business days', 'on the way, 5-7 business days', 'new one coming in 5-7 business days',
         'old card cancelled, new one in 5-7 business days', 'card cancelled; new one in 5-7 business days',
         'cancelled, new card in 5-7 business days', '5-7 business days (old card cancelled)', 'new card coming in 5-7 business days',
         'coming (5-7 business days)', '5 – 7 business days', '5 - 7 business days', 'in 5–7 business days'],
   FCS: ['cancelled', 'canceled', 'card cancelled', 'card canceled', 'old card cancelled', 'cancelled (new one coming)',
         'cancelled by Chase', 'blocked', 'frozen', 'deactivated', 'cancelled, new card coming', 'Cancelled', 'Canceled'],
   FR: reg('FR-20931847', 'FR20931847', 'FR 20931847', '20931847', 'claim FR-20931847', 'claim #FR-20931847', 'fr-20931847',
           'claim # FR-20931847')}),
 ("Two charges I didn't make — $412.60 at some electronics site and $89 at a gas station in Ohio.", ['new'],
  {FX: items(E412, G89, more=['$412.60 (electronics site) + $89 (gas station, Ohio)', '$412.60 electronics site; $89 Ohio gas station',
                              '$412.60 and $89', '$412.60 & $89', 'two: $412.60 (electronics site) and $89 (gas station in Ohio)',
                              '2 charges: $412.60 at an electronics site, $89 at a gas station in Ohio'])}),
 ("They said I'll get provisional credit within 10 business days while they investigate.", ['new'],
  {FPC: ['within 10 business days', '10 business days', 'in 10 business days', 'provisional credit within 10 business days',
         'within 10 business days (while investigating)', 'provisional credit in 10 business days', 'expected within 10 business days',
         'pending, within 10 business days', '10 business days (during investigation)', 'within 10 days', 'up to 10 business days',
         'within 10 working days', 'within ten business days', '10 biz days', 'within 10 business days, while they investigate',
         'provisional credit within 10 business days while they investigate', 'pending (within 10 business days)',
         'coming within 10 business days', 'within 10 business days (while they investigate)', 'expected in 10 business days',
         'pending - within 10 business days', 'due within 10 business days'],
   FIN: ['investigating', 'under investigation', 'in progress', 'open', 'pending', 'being investigated', 'Chase investigating',
         'open - investigating', 'ongoing', 'investigation open', 'under review', 'investigation underway', 'they investigate',
         'investigation pending']}),
 ("Also, my nephew says I need a password manager and to change my passwords. Going with Bitwarden, $10 a year.", ['new'],
  {Z: None,
   ZS: ['Bitwarden', 'Bitwarden Premium', 'Bitwarden ($10/year)', 'Bitwarden ($10 a year)', 'Bitwarden password manager', 'bitwarden',
        'Bitwarden (nephew suggested)'],
   ZC: usd(10, '$10 a year', '$10/year', '$10/yr', '$10 per year', '$10 annually', '$10 yearly', '$10 a yr', '10 a year',
           '$10/year (Bitwarden)', '$10 per year (Bitwarden Premium)', '$10 a year (premium)', '$10 / year', '$10 per yr',
           '$10 a year (Bitwarden)'),
   ZN: ['nephew', 'my nephew', 'nephew (suggested)', 'my nephew suggested it', 'nephew recommended', 'suggested by nephew',
        'my nephew (suggested)']}),
 ("First ones to change: my email, Amazon, and the Chase login.", ['new'],
  {ZL: items(EM, AMZ, CHL, more=['email, Amazon, Chase login (first)', 'email + Amazon + Chase login', 'email/Amazon/Chase login'])}),
 ("Oh wait — Chase called, the $89 one's actually legit. My husband filled up in Ohio visiting his brother. Oops.",
  ['update'],
  {FX: E412 + ['$412.60 only', 'just $412.60 at an electronics site', 'only $412.60 (electronics site)',
               '$412.60 at electronics site ($89 was legit)', '$412.60 electronics site (the $89 was my husband)',
               '$412.60 (electronics site) — $89 was legitimate', '$412.60 at an electronics site (not the $89)',
               'one charge: $412.60 at an electronics site', '$412.60 electronics site only', '1 charge: $412.60 (electronics site)',
               '$412.60 at some electronics site', 'one: $412.60 at an electronics site', '$412.60 at an electronics site only'],
   FLG: ['$89 gas station (husband)', '$89 was my husband', '$89 gas station in Ohio (husband filled up)', '$89 - husband', '$89',
         '$89 Ohio gas station (husband visiting brother)', '$89 gas (husband)', '$89 at gas station in Ohio - my husband',
         '$89 gas station - legit', "$89 (husband's)", '$89 gas station in Ohio — was my husband', '$89 gas station: husband filling up',
         'husband filled up in Ohio ($89)', '$89 charge was my husband', '$89 at a gas station in Ohio (my husband)',
         '$89 gas station in Ohio (legit - husband)', '$89 (legit, husband filled up in Ohio)', '$89 gas station (legit)',
         '$89 gas station in Ohio (husband visiting his brother)']}),
 ("What's the claim number on that?", ['check'], {}, ask(FR)),
 ("Email and Amazon are changed — just the Chase one left.", ['update'],
  {ZL: CHL + ['just Chase', 'Chase login only', 'just the Chase login', 'Chase (email and Amazon done)',
              'Chase login (email, Amazon done)', 'only Chase', 'Chase only', 'Chase login left', 'Chase login (remaining)',
              'just Chase left', 'Chase login (email and Amazon done)', 'only the Chase login', 'the Chase one',
              'just the Chase one', 'Chase login (still to do)'],
   ZDN: items(EM, AMZ, more=['email and Amazon done', 'email, Amazon (done)', 'email & Amazon', 'email + Amazon'])}),
 ("Honestly I feel like such an idiot. I'm usually so careful.", [], {}),
 ("Provisional credit came through — $412.60 back in my account.", ['update'],
  {FPC: ['$412.60', 'received $412.60', '$412.60 received', 'credited $412.60', '$412.60 credited', 'received',
         'came through, $412.60', '$412.60 back in account', '$412.60 back in my account', 'received ($412.60)', 'credited',
         'done, $412.60', '$412.60 (provisional, received)', 'received: $412.60', 'paid, $412.60', '$412.60 provisional credit received',
         'provisional credit received ($412.60)', 'came through ($412.60)', '$412.60 - received', 'credited ($412.60)',
         'received $412.60 provisional credit', 'in account ($412.60)', '$412.60 credited back', 'received, $412.60',
         'came through', '$412.60 back', 'received - $412.60 back in account', '$412.60 credited to account',
         '$412.60 (came through)', 'received $412.60 (provisional)']}),
 ("Actually my nephew's talked me into 1Password instead — it's what he uses. $36 a year.", ['update'],
  {ZS: ['1Password', '1password', 'One Password', '1Password ($36/year)', '1Password (nephew uses it)', '1Password (instead of Bitwarden)',
        '1Password ($36 a year)', '1Password password manager', '1Password (not Bitwarden)', '1Password (what nephew uses)',
        '1Password (nephew uses)', "1Password (nephew's pick)"],
   ZC: usd(36, '$36 a year', '$36/year', '$36/yr', '$36 per year', '$36 annually', '$36 yearly', '36 a year', '$36/year (1Password)',
           '$36 a year (1Password)', '$36 / year', '$3/month', '$3 a month ($36/year)', '$36 per yr', '$3/mo ($36/yr)')}),
 ("ok recap both for me please", ['check'], {}, check(F, Z)),
])
