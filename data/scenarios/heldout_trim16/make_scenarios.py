"""Write the sixteenth held-out TRIM scenarios (issue 14, session 10, blind set) from a compact form: each turn
sets/deletes gold paths; check turns carry the facts an answer must state (every set slot of the tasks asked about,
or the one slot asked about; a list-valued slot as one fact per item, so that the order of the items is free)."""
import itertools, re, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Sixteenth blind held-out TRIM set (issue 14, session 10): data/scenarios/heldout_trim16, ten conversations "
       "(130 scored user turns) in domains used nowhere else: headstone, espresso machine return, drone registration, "
       "archery, metal detecting, small-business website, noise complaint, rail season ticket, scarecrow festival, "
       "FAFSA; written without reading the rule or classifier code (only the scorer, compact.py and the h15 format), "
       "before any classifier ran on it; never to be edited.")
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
                 f'{wd[:3]} the {o}', f'{wd} {o}', f'{wd[:4]} {o}']
    if mon: v += [f'{n} {mon}', f'{o} {mon}', f'{mon} {n}', f'{mon} {o}', f'the {o} of {mon}', f'{o} of {mon}',
                  f'{n} {mon[:3]}', f'{mon[:3]} {n}', f'{o} {mon[:3]}', f'{mon[:3]} {o}', f'{mon}, {n}', f'{mon[:3]}. {n}']
    if wd and mon: v += [f'{wd} {n} {mon}', f'{wd} {o} {mon}', f'{wd}, {n} {mon}', f'{wd} the {o} of {mon}',
                         f'{wd[:3]} {n} {mon[:3]}', f'{wd[:3]} {o} {mon}', f'{wd} {mon} {n}', f'{wd}, {mon} {n}',
                         f'{wd[:3]} {mon[:3]} {n}', f'{wd[:3]}, {mon[:3]} {n}', f'{wd} {mon} {o}']
    return uniq(v + list(more))
def clock(h, m=0, ap='pm', more=()):
    "Spellings of a time of day."
    h24, w, mm = (h + 12 if ap == 'pm' and h != 12 else h), WORDS[h], f'{m:02d}'
    if m == 0:
        v = [f'{h}{ap}', f'{h} {ap}', f'{h}:00', f'{h}.00', f'{h}:00{ap}', f'{h}.00{ap}', f'{h}:00 {ap}', f'{h}.00 {ap}',
             f'{h24:02d}:00', f'{h24}:00', f"{h} o'clock", f'at {h}', f'at {h}{ap}', f"{w} o'clock", f'{h} {ap[0]}.m.',
             f'{h}', w]
    else:
        v = [f'{h}:{mm}', f'{h}.{mm}', f'{h}:{mm}{ap}', f'{h}.{mm}{ap}', f'{h}:{mm} {ap}', f'{h}.{mm} {ap}',
             f'{h24:02d}:{mm}', f'{h24}:{mm}', f'at {h}:{mm}', f'at {h}.{mm}', f'at {h}:{mm}{ap}', f'{h}:{mm} {ap[0]}.m.']
        nw = WORDS[h % 12 + 1]
        v += {15: [f'quarter past {w}', f'quarter past {h}'], 30: [f'half past {w}', f'half past {h}', f'half {w}'],
              45: [f'quarter to {nw}', f'quarter to {h % 12 + 1}', f'a quarter to {nw}']}.get(m, [])
    return uniq(v + list(more))
def window(a, b, apa='am', apb='pm', more=()):
    "Spellings of a time window from a to b o'clock."
    a24, b24 = (a + 12 if apa == 'pm' and a != 12 else a), (b + 12 if apb == 'pm' and b != 12 else b)
    v = []
    for sep in ('-', '–', ' to ', ' till ', ' til ', ' - ', ' until ', ' – '):
        v += [f'{a}{sep}{b}', f'{a}{apa}{sep}{b}{apb}', f'{a}{sep}{b}{apb}', f'{a}:00{sep}{b}:00', f'{a}.00{sep}{b}.00',
              f'{a24:02d}:00{sep}{b24:02d}:00', f'{a24}:00{sep}{b24}:00', f'{a}:00{apa}{sep}{b}:00{apb}',
              f'{a} {apa}{sep}{b} {apb}', f'{a}:00 {apa}{sep}{b}:00 {apb}']
        if b == 12: v += [f'{a}{apa}{sep}midday', f'{a}{apa}{sep}noon', f'{a}{sep}midday', f'{a}{sep}noon']
    v += [f'between {a} and {b}', f'between {a}{apa} and {b}{apb}', f'from {a} to {b}', f'from {a}{apa} to {b}{apb}',
          f'{WORDS[a]} till {WORDS[b]}', f'{WORDS[a]} to {WORDS[b]}', f'{WORDS[a]} until {WORDS[b]}']
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
                 s.replace('/', ' '), s.replace('/', '-'), f'#{s}', f'ref {s}'] + list(more))
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
    st, out = {}, []
    for t in turns:
        ch, extra = {k: (uniq(v) if isinstance(v, list) else v) for k, v in t[2].items()}, dict(t[3]) if len(t) > 3 else {}
        assert all(not isinstance(v, str) or '|' not in v for v in ch.values()), (name, t[0])
        for k, v in ch.items():
            if v == 'DEL': st.pop(k)
            else: st[k] = v
        split = extra.pop('_split', {})
        def fact(k, v):
            if k in split: return ['|'.join(alts) for alts in split[k]]
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
H = N("headstone|nan's headstone|nan headstone|headstone for nan|grandma's headstone|gravestone|nan's gravestone",
      "memorial|memorial stone|headstone order|order headstone|sort headstone|sort nan's headstone|nan's grave|grave",
      "sorting nan's headstone|headstone for nan's grave|nan's memorial|new headstone|memorial headstone|stone",
      "margaret's headstone|peggy's headstone|tombstone|grave marker|nan's stone|organise headstone|arrange headstone",
      "headstone for margaret|order nan's headstone|nan's memorial stone|headstone for grandma|grandma headstone",
      "nan's grave headstone|headstone (nan)|nan - headstone|headstone – nan")
HM = f"{H}/" + N("stonemason|stonemasons|mason|masons|monumental mason|company|firm|supplier|provider|maker|made by",
                 "business|vendor|contractor|going with|chosen stonemason|stone mason|who|mason name|stonemason name")
HA = f"?{H}/" + N("mason address|location|address|stonemason address|mason location|stonemason location|based|based at",
                  "located|premises|where")
HQ = f"?{H}/" + N("asked by|requested by|who asked|on behalf of|organiser|organizer|handled by|responsible|taken over by",
                  "lead|sorting it|who's sorting|owner|arranged by")
HF = f"?{H}/" + N("for|in memory of|deceased|who for|for whom|memorial for|whose|person|of")
HS = f"{H}/" + N("stone type|material|type|stone|design|style|description|look|spec|specification|details|type of stone",
                 "headstone design|headstone style|stone material|granite|stone details|headstone details|finish")
HSH = f"?{H}/" + N("shape|top|top shape|headstone shape|profile|form")
HHT = f"?{H}/" + N("height|size|how tall|tall|dimensions|high|headstone size|headstone height")
HPR = f"?{H}/" + N("preference|taste|requirement|brief|nothing flashy|tone|feel|note|notes|comment")
def _insc(first):
    out = []
    for dash in ('–', '-', ' - ', ' to ', '—'):
        for sep in (', ', ' ', '. ', ' — '):
            out += [f"{first}{sep}1938{dash}2023{sep}much loved, much missed",
                    f"{first}{sep}1938{dash}2023{sep}Much loved, much missed.",
                    f"{first}{sep}1938{dash}2023{sep}much loved much missed"]
    return uniq(out + [f"'{o}'" for o in out[:6]] + [f'"{o}"' for o in out[:6]])
HI = f"{H}/" + N("inscription|wording|text|epitaph|words|inscription text|engraving|lettering|what it says|message",
                 "reads|inscription wording|headstone inscription|headstone wording|words on stone|dedication|says",
                 "inscription reads|to read|engraved text")
HP = f"{H}/" + N("price|quote|cost|how much|amount|fee|total|charge|quoted|quote price|headstone cost|headstone price",
                 "stonemason quote|mason quote|price quoted|quotation|total cost|quoted price|headstone quote")
HV = f"?{H}/" + N("vat|tax|plus vat|vat status|vat included|includes|including|included|inclusive of|inc|extras",
                  "fixing|fitting|installation|what's included")
HPM = f"{H}/" + N("permit|churchyard permit|permit fee|church permit|diocese permit|permission|faculty|permit cost",
                  "churchyard fee|church fee|diocese fee|permission fee|permit needed|fee for permit|church permission",
                  "churchyard permission|faculty fee|permit price|permit required|churchyard permit fee")
HPT = f"?{H}/" + N("permit from|form to|send form to|issued by|diocese|permit form|form goes to|application to",
                   "apply to|permit application")
HR = f"?{H}/" + N("vicar|reverend|priest|church contact|rector|minister|clergy|contact|vicar name|church")
NW = N("close nan's nationwide account|nationwide account|nationwide|close nationwide account|nan's bank account",
       "closing nan's nationwide account|bank account|close bank account|closing bank account|close nan's bank account",
       "bereavement|nationwide bereavement|account closure|nationwide account closure|close account|closing account",
       "nan's account|nan's nationwide account|bank account closure|nationwide bereavement claim|close nan's account",
       "nationwide closure|bereavement notification|nan's savings|close her nationwide account|nationwide (nan)",
       "nationwide bereavement case|nan's nationwide|closing nan's account|close the nationwide account",
       "nationwide account (nan)|bank|nan's bank")
NWB = f"?{NW}/" + N("bank|building society|provider|institution|account with|which bank|with")
NWR = f"{NW}/" + N("case number|reference|ref|case ref|case reference|reference number|ref number|bereavement ref",
                   "bereavement reference|case no|case id|number|claim number|case|ref no|bereavement case number",
                   "case #|ref #|nationwide ref|nationwide reference")
NWC = f"?{NW}/" + N("contacted|called|rang|status|contacted via|progress|how contacted|line|phoned|contact method",
                    "bereavement line|stage")
NWD = f"{NW}/" + N("documents|docs|documents needed|paperwork|documents required|what they need|required documents",
                   "needs|required|to send|papers|what to send|documents to send|needed|requirements|send them",
                   "docs needed|docs required|they need|they want|what they want")
NWS = f"{NW}/" + N("send to|post to|address|where to send|posted to|office|postal address|send where|destination",
                   "mail to|to|post where|where|posting address|send documents to|branch|office address")
NWBAL = f"{NW}/" + N("balance|amount|account balance|value|money|funds|how much|sum|total|balance in account",
                     "estimated balance|approx balance|approximate balance|in account|amount in account")
NWSP = f"{NW}/" + N("split|split between|beneficiaries|goes to|shared between|divided between|recipients|who gets it",
                    "paid to|to be split|distribution|inheritors|heirs|split with|going to|beneficiary|shared with",
                    "who inherits|money goes to|payout to")
NWT = f"?{NW}/" + N("threshold|rule|condition|why|reason|under|limit|note|notes|will needed|will required|will")
MUM, JEAN = ['Mum', 'my mum', 'mum', 'Mom'], ['Auntie Jean', 'Aunt Jean', 'Jean', 'Aunty Jean', 'her Auntie Jean']
sc('h16_headstone', "Held-out 16 (issue 14): a grandmother's headstone and closing her building society account",
   'A British narrative opener naming the stonemason in a second clause, a material, shape and size in one turn, a '
   'quoted inscription, a quote with VAT "on top", a relative\'s correction to the inscription ("our Pete\'s just '
   'reminded me"), thanks, a church permit fee from the vicar, a second task begun "While I think of it" with a case '
   'number, documents and an address, a balance split between two relatives, a lowered all-in price, a document '
   'dropped from a list with the reason given, a check over both tasks.', [
 ("Mum's asked me to take over sorting Nan's headstone now the ground's had time to settle. We're going with Hadley "
  "& Sons, the stonemasons up on Mill Lane.", ['new'],
  {H: None,
   HM: ['Hadley & Sons', 'Hadley and Sons', 'Hadleys', "Hadley's", 'Hadley', 'Hadley & Sons, Mill Lane',
        'Hadley & Sons (Mill Lane)', 'Hadley and Sons, Mill Lane', 'Hadley & Sons stonemasons', 'Hadley & Sons on Mill Lane',
        'Hadley and Sons on Mill Lane', 'Hadley & Sons, stonemasons on Mill Lane', 'Hadley & Sons stonemasons, Mill Lane',
        'Hadley & Sons, the stonemasons up on Mill Lane', 'Hadley & Sons (stonemasons, Mill Lane)', 'Hadley&Sons',
        'Hadley & Sons - Mill Lane', 'Hadley & Sons stonemasons (Mill Lane)', 'Hadley & Sons, Mill Ln'],
   HA: ['Mill Lane', 'up on Mill Lane', 'on Mill Lane', 'Mill Ln', 'Mill Lane (Hadley & Sons)'],
   HQ: ['Mum', 'mum', 'me', 'Mum asked me', 'me (for Mum)', 'me, for Mum', 'my mum', 'me (Mum asked)', 'me (Mum asked me)',
        'me, on Mum\'s behalf', 'asked by Mum', 'me (taking over from Mum)', 'Mum (asked me to take over)'],
   HF: ['Nan', 'my nan', "Nan's grave", 'Nan (grave)', 'nan', 'Grandma']}),
 ("Grey granite, rounded top, about three foot high. Nothing flashy — she'd have hated flashy.", ['new'],
  {HS: ['grey granite', 'gray granite', 'granite', 'grey granite, rounded top', 'grey granite with a rounded top',
        'grey granite, rounded top, about three foot high', 'grey granite, rounded top, about 3 ft high',
        'grey granite, rounded top, 3ft', 'grey granite, rounded top, about 3 feet', 'grey granite, rounded top, three foot',
        'grey granite, rounded top, ~3ft', 'grey granite, rounded top, around three foot high', 'simple grey granite',
        'grey granite, nothing flashy', 'grey granite, rounded top, about three foot high, nothing flashy',
        'plain grey granite, rounded top, about 3ft high', 'grey granite, rounded top, approx 3ft',
        'grey granite, rounded top, about 3ft high', 'grey granite, rounded top, about 3ft', 'grey granite, rounded, 3ft',
        'grey granite, rounded top, about three foot high (nothing flashy)', 'grey granite, rounded top, 3 ft high',
        'grey granite, rounded top, about 3 feet high', 'grey granite, round top, about 3ft', 'plain grey granite',
        'grey granite, rounded top, c. 3ft', 'grey granite, rounded top, about 3ft tall, nothing flashy',
        'grey granite, rounded top, about 3 ft', 'grey granite, rounded top, ~3 ft high, nothing flashy',
        'grey granite, rounded top, about three feet high', 'grey granite - rounded top - about 3ft high'],
   HSH: ['rounded top', 'rounded', 'round top', 'rounded-top', 'round-topped', 'a rounded top',
         'rounded top, about three foot high', 'rounded, 3ft', 'rounded top, about 3ft high', 'rounded top, ~3ft'],
   HHT: ['about three foot', 'three foot', '3 ft', '3ft', '3 feet', 'about 3 ft', 'about 3ft', 'about three foot high',
         'three foot high', '~3ft', 'about 3 feet', '3 foot', 'around three foot', 'approx 3ft', 'about 3ft high',
         '3ft high', '3 feet high', 'about three feet', 'about 3 feet high', 'approx. 3 ft', 'c. 3ft', 'about 3 ft high',
         'about 3 ft tall', 'about 3ft tall', '~3 ft', '~3 ft high', 'around 3ft', '3 ft (approx)', 'approx 3 feet'],
   HPR: ['nothing flashy', 'simple', 'plain', 'not flashy', "nothing flashy (she'd have hated flashy)", 'understated',
         'simple, nothing flashy', 'keep it simple', 'no flashiness', 'modest', "nothing flashy - she'd have hated it"]}),
 ("Inscription's to read: 'Margaret Ellen Shaw, 1938–2023, much loved, much missed.'", ['new'],
  {HI: _insc('Margaret Ellen Shaw')}),
 ("Quote's come through — £2,340 including fixing, VAT on top.", ['new'],
  {HP: gbp(2340, '£2,340 + VAT', '£2,340 plus VAT', '£2,340 including fixing, plus VAT', '£2,340 inc fixing + VAT',
           '£2,340 inc. fixing, VAT on top', '£2,340 incl fixing, plus VAT', '£2,340 excluding VAT', '£2,340 ex VAT',
           '£2,340 + VAT (including fixing)', '£2,340 including fixing, VAT on top', '£2340 plus VAT', '£2340 + VAT',
           '£2,340 including fixing', '£2,340 (inc fixing) + VAT', '£2,340 incl. fixing + VAT', '£2,340 + VAT, inc fixing',
           '£2,340 (including fixing, VAT extra)', '£2,340 inc fixing, VAT extra', '£2,340 ex. VAT', '£2,340 exc VAT',
           '£2,340 including fixing (plus VAT)', '£2,340 incl. fixing, excl. VAT', '£2,340 (plus VAT)',
           '£2,340 inc fixing (+VAT)', '£2,340 + VAT, including fixing', '£2,340 including fixing + VAT'),
   HV: ['VAT on top', 'plus VAT', '+VAT', '+ VAT', 'on top', 'extra', 'VAT extra', 'not included', 'excluded', 'excl. VAT',
        'ex VAT', 'fixing included, VAT on top', 'includes fixing, VAT extra', 'fixing', 'includes fixing', 'fixing included',
        'including fixing', 'including fixing, plus VAT', 'inc fixing, excl VAT', 'fixing yes, VAT no', 'VAT not included',
        'excludes VAT']}),
 ("Ah — our Pete's just reminded me she always went by Peggy, so can we have it as Margaret 'Peggy' Ellen Shaw. Rest "
  "the same.", ['update'],
  {HI: _insc("Margaret 'Peggy' Ellen Shaw") + _insc('Margaret "Peggy" Ellen Shaw') + _insc('Margaret Peggy Ellen Shaw')
       + _insc('Margaret (Peggy) Ellen Shaw') + _insc('Margaret ‘Peggy’ Ellen Shaw')}),
 ("Cheers, that's a weight off.", [], {}),
 ("Church needs a permit before anything goes in. Reverend Akers says it's £185, and the form goes off to the "
  "diocese.", ['new'],
  {HPM: gbp(185, '£185 permit', '£185 permit from the diocese', '£185, form to the diocese', '£185 (diocese)',
            'needs a £185 permit', '£185, form goes to the diocese', 'permit needed, £185', '£185 church permit',
            '£185 — form to diocese', 'required, £185', '£185, diocese form', 'permit £185 (form to diocese)',
            '£185 (form goes to the diocese)', 'needed - £185', 'yes, £185', '£185 (Reverend Akers)',
            '£185, form to the diocese (Reverend Akers)', 'required (£185, form to diocese)', '£185 fee',
            'permit required, £185, form to the diocese', '£185 permit, form goes to the diocese',
            'needed before anything goes in, £185', '£185 - diocese', '£185 permit fee', 'church permit £185'),
   HPT: ['diocese', 'the diocese', 'form goes to the diocese', 'to the diocese', 'diocese form', 'form to the diocese',
         'send form to the diocese', 'the diocese (form)', 'diocese office'],
   HR: ['Reverend Akers', 'Rev Akers', 'Rev. Akers', 'Revd Akers', 'Akers', 'the Reverend Akers', 'Revd. Akers',
        'Reverend Akers (vicar)', 'vicar, Reverend Akers']}),
 ("While I think of it — I also need to close her Nationwide account. Rang their bereavement line, case number is "
  "BV-55128.", ['new'],
  {NW: None,
   NWB: ['Nationwide', 'Nationwide Building Society', 'Nationwide BS'],
   NWR: reg('BV-55128', 'case BV-55128', 'BV55128', 'BV 55128', '55128', 'case number BV-55128'),
   NWC: ['rang bereavement line', 'bereavement line', 'called', 'rang', 'yes', 'phoned', 'bereavement team',
         'rang the bereavement line', 'called bereavement line', 'phoned bereavement line', 'contacted', 'done',
         'rang their bereavement line', 'called bereavement team', 'reported', 'case opened']}),
 ("They want the original death certificate and a copy of the will, posted to their Swindon office.", ['new'],
  {NWD: items(['original death certificate', 'death certificate', 'the original death certificate', 'death cert',
               'original death cert'],
              ['copy of the will', 'will', 'a copy of the will', 'copy of will', 'the will', 'will (copy)', 'will copy'],
              more=['original death certificate and a copy of the will, posted to the Swindon office',
                    'original death certificate + copy of will', 'death certificate (original) and will (copy)',
                    'death certificate (original), will (copy)', 'original death certificate & copy of the will']),
   NWS: ['Swindon office', 'Swindon', 'the Swindon office', 'Nationwide Swindon office', 'their Swindon office',
         'Nationwide, Swindon', 'Swindon office (post)', 'post to Swindon office', 'posted to the Swindon office',
         'Swindon office (by post)', 'by post to Swindon', 'Nationwide Swindon', 'Swindon (by post)', 'post to Swindon',
         'their office in Swindon', 'Nationwide office, Swindon', 'Swindon office, by post']}),
 ("Balance is about £4,100, which gets split between Mum and Auntie Jean.", ['new'],
  {NWBAL: gbp(4100, 'about £4,100', 'approx £4,100', '~£4,100', 'around £4,100', 'roughly £4,100', '£4.1k', 'about 4100',
              '£4,100 approx', 'approx. £4,100', 'c. £4,100', 'about £4100', '£4,100 (approx)', 'approximately £4,100',
              'about £4,100, split between Mum and Auntie Jean', '~£4.1k', 'about £4.1k', '£4,100 (about)'),
   NWSP: items(MUM, JEAN, more=['split between Mum and Auntie Jean', 'Mum and Auntie Jean (split)', '50/50 Mum and Auntie Jean',
                                'half each, Mum and Auntie Jean', 'Mum & Auntie Jean', 'Mum & Jean', 'Mum/Auntie Jean',
                                'Mum and Auntie Jean, split', 'split Mum/Auntie Jean', 'Mum and Auntie Jean (50/50)',
                                'split between Mum & Auntie Jean', 'Mum and Auntie Jean equally'])}),
 ("Good news — Hadley's have come back with £2,200 all in, VAT and fixing both included.", ['update'],
  {HP: gbp(2200, '£2,200 all in', '£2,200 including VAT and fixing', '£2,200 inc VAT and fixing', '£2,200 inc. VAT & fixing',
           '£2,200 (all in)', '£2,200 all-in', '£2,200 including VAT', '£2,200 inc VAT', '£2,200 incl. VAT and fixing',
           '£2,200 (VAT and fixing included)', '£2,200 all in (VAT and fixing included)', '£2,200 including fixing and VAT',
           '£2,200 inclusive', '£2,200 incl VAT & fixing', '£2,200 total', '£2,200 (inc VAT & fixing)', '£2200 all in',
           '£2,200 all inclusive', '£2,200 all-inclusive', '£2,200 inc. VAT', '£2,200 (including VAT and fixing)',
           '£2,200, all in', '£2,200 all in (inc VAT and fixing)', '£2,200 with VAT and fixing', '£2,200 fully inclusive'),
   HV: ['VAT and fixing', 'fixing and VAT', 'everything', 'all in', 'VAT & fixing', 'fixing & VAT', 'fixing, VAT', 'VAT included',
        'included', 'inc VAT', 'including VAT', 'VAT and fixing included', 'VAT and fixing both included', 'all-in', 'yes',
        'incl. VAT', 'VAT included, fixing included', 'includes VAT and fixing', 'inclusive', 'inc. VAT and fixing', 'both']}),
 ("Oh and don't bother with the will for Nationwide — they said the death certificate on its own is fine since it's "
  "under £5,000.", ['update'],
  {NWD: ['death certificate', 'original death certificate', 'the original death certificate', 'death certificate only',
         'just the death certificate', 'original death certificate only', 'only the death certificate',
         'death certificate (no will needed)', 'death certificate only (under £5,000)', 'death certificate, no will',
         'just the original death certificate', 'death certificate — will not needed under £5,000', 'death cert',
         'death cert only', 'original death cert', 'death certificate (will not needed)', 'death certificate on its own',
         'the death certificate on its own', 'death certificate only (no will, under £5k)', 'death certificate alone',
         'death certificate (original)', 'death certificate only - no will needed', 'original death certificate (no will)',
         'death certificate only, no will needed as under £5,000'],
   NWT: ['under £5,000', 'no will needed under £5,000', 'will not needed under £5k', 'under £5k', 'balance under £5,000',
         'death certificate alone fine under £5,000', 'no will needed', 'will not needed', 'not needed', 'no', 'under 5000',
         'below £5,000', 'will not needed (under £5,000)', 'no will needed as under £5,000', 'not needed under £5,000',
         'not required', 'will not required']}),
 ("Right, read me back everything we've got on both.", ['check'], {},
  check(H, NW, split={NWSP: [MUM, JEAN]})),
])

# 2 ----------------------------------------------------------------------------------------------------------------
E = N("return espresso machine|espresso machine|espresso machine return|return breville|breville return|breville",
      "return the espresso machine|broken espresso machine|faulty espresso machine|return coffee machine|coffee machine",
      "coffee machine return|broken coffee machine|faulty coffee machine|breville barista express|barista express",
      "espresso machine refund|refund espresso machine|breville refund|refund|return|returning espresso machine",
      "returning the breville|leaking espresso machine|espresso maker|return espresso maker|espresso machine issue",
      "espresso machine problem|coffee maker|broken coffee maker|return to crate & barrel|crate & barrel return",
      "crate and barrel return|old espresso machine|old machine|broken machine|machine return|fix espresso machine",
      "espresso machine repair|broken breville|return breville barista express|return the breville|breville espresso machine",
      "espresso machine (return)|leaky espresso machine|dead espresso machine|return broken espresso machine")
B2 = N("new espresso machine|replacement espresso machine|replacement|new machine|buy new espresso machine",
       "buy replacement|buy a new espresso machine|replacement machine|new coffee machine|replacement coffee machine",
       "buy new coffee machine|espresso machine replacement|coffee machine replacement|buy espresso machine",
       "buy replacement espresso machine|next espresso machine|new espresso maker|replacement espresso maker",
       "new coffee maker|replacement coffee maker|machine to buy|new one|replacement purchase|buy a replacement",
       "get new espresso machine|buying espresso machine|espresso machine purchase|shopping for espresso machine",
       "buy new machine|get a replacement|replacement espresso|new espresso|gaggia classic|buy gaggia classic",
       "replacement espresso machine purchase")
EMO = f"{E}/" + N("model|machine|make|brand|make and model|product|item|which machine|unit|brand and model|type|what",
                  "machine model|espresso machine model|model name")
EIS = f"{E}/" + N("issue|problem|fault|defect|what's wrong|issue description|symptom|reason|why|complaint|condition",
                  "trouble|description|notes|return reason|reason for return|what happened|broken how|failure")
EBT = f"?{E}/" + N("bought|purchased|purchase date|date bought|bought in|when bought|date purchased|purchased in",
                   "bought on|when purchased|purchase|bought when|age")
EST = f"{E}/" + N("store|retailer|bought from|bought at|where bought|shop|seller|place|purchased from|vendor|where|from",
                  "purchase location|where purchased|return to|return where|return store|store bought|retailer name")
EPR = f"{E}/" + N("price|cost|paid|price paid|amount|amount paid|purchase price|how much|total|cost paid|purchase cost",
                  "refund amount|refund due|money back|amount to refund")
EON = f"{E}/" + N("order number|order #|order no|order|order id|reference|ref|ref number|order ref|confirmation|number",
                  "receipt number|order num|order reference|order no.")
ERF = f"{E}/" + N("refund|outcome|resolution|refund type|result|what they'll do|remedy|return outcome|refund status",
                  "they'll|action|return policy|policy|return status|status|return accepted|accepted|decision|answer")
EWN = f"?{E}/" + N("return window|window|return period|window for returns|within window|90-day window|eligible",
                   "eligibility|return eligibility|in window|still in window")
ECL = f"?{E}/" + N("called|contacted|rang|phoned|call|contact|spoke to")
EDL = f"{E}/" + N("deadline|return by|return deadline|due|due by|by|last day|return date|cutoff|cut-off|return before",
                  "deadline to return|bring back by|latest|return cutoff|window ends|window closes|bring it back by",
                  "return window ends|must return by|back by|last day to return")
EDO = f"{E}/" + N("drop-off|drop off|return drop-off|drop-off time|when|return when|returning on|return day",
                  "drop off when|plan|return plan|dropping off|taking back|return trip|bring back|drop-off day",
                  "drop off date|drop-off date|return on|taking it back|when returning|drop off day")
EDP = f"?{E}/" + N("drop-off location|store location|location|branch|which store|store branch|return location",
                   "where to return|address|mall|drop off location|drop-off store|drop off at|return at|drop at")
BMO = f"{B2}/" + N("model|machine|make|brand|make and model|product|which machine|which one|choice|option|pick",
                   "candidate|looking at|considering|item|unit|model name|replacement model|what|type")
BST = f"{B2}/" + N("store|retailer|where|buy from|shop|seller|vendor|from|where to buy|place|at|source|buying from",
                   "where from|retailer name|purchase from")
BPR = f"{B2}/" + N("price|cost|how much|amount|price tag|priced at|total|budget|cost of machine|machine price")
BPU = f"?{B2}/" + N("pickup|pick up|collect|pickup date|getting it|buy when|collection|pick-up|when|availability",
                    "pick up when|collect when|when to buy|timing|in stock|status")
DEDICA, GAGGIA = ["De'Longhi Dedica", 'DeLonghi Dedica', 'Delonghi Dedica', 'Dedica', 'De Longhi Dedica'], \
    ['Gaggia Classic', 'Gaggia', 'the Gaggia Classic', 'Gaggia Classic Pro', 'Gaggia Classic espresso machine']
sc('h16_espresso', 'Held-out 16 (issue 14): returning a leaking espresso machine and buying a replacement', 'An '
   'American, terse, lower-case opener ("espresso machine crapped out") with the model, purchase month and fault in '
   'fragments, a store, price and order number, a return window, refund and deadline in one turn, a price corrected '
   'from the receipt, thanks ("thx"), a second task with a model, store and price, a spouse replacing the model, store '
   'and price at once, a drop-off time with a place, a check on one slot, a store changed with a pickup, a drop-off '
   'moved, a check on each task.', [
 ("espresso machine crapped out. breville barista express, bought it in march. leaking from the bottom", ['new'],
  {E: None,
   EMO: ['Breville Barista Express', 'Barista Express', 'Breville', 'a Breville Barista Express',
         'Breville Barista Express espresso machine', 'Breville Barista Express (bought March)', 'Breville BES870XL'],
   EIS: ['leaking from the bottom', 'leaking', 'leaks from the bottom', 'leaking from bottom', 'crapped out, leaking from the bottom',
         'leaking from the bottom (crapped out)', 'broken, leaking from the bottom', 'leaks', 'leaking underneath',
         'dead, leaking from the bottom', 'stopped working, leaking from the bottom', 'crapped out', 'broken',
         'leak from the bottom', 'water leaking from the bottom', 'leaking from underneath', 'leak', 'leaking water',
         'crapped out - leaking from the bottom', 'leaking from the base', 'leaks from bottom', 'bottom leak',
         'leaking out the bottom', 'died, leaking from bottom'],
   EBT: ['March', 'in March', 'Mar', 'bought in March', 'March (bought)', 'this March', 'last March', 'purchased in March']}),
 ("Got it at Crate & Barrel for $699. Order # CB-2291047.", ['new'],
  {EST: ['Crate & Barrel', 'Crate and Barrel', 'Crate&Barrel', 'Crate & Barrel store', 'C&B', 'Crate + Barrel'],
   EPR: usd(699, '$699 (Crate & Barrel)', 'paid $699'),
   EON: reg('CB-2291047', 'Order # CB-2291047', 'order CB-2291047', '2291047', 'Order #CB-2291047', 'CB 2291047')}),
 ("Called them. Still inside the 90-day window so they'll take it back, full refund. Has to be back by June 14.",
  ['new'],
  {ERF: ['full refund', 'a full refund', 'take it back, full refund', "they'll take it back for a full refund",
         'full refund (within 90-day window)', 'return for full refund', 'full refund, within 90-day window',
         'take back for a full refund', 'return accepted, full refund', 'accepted for full refund',
         'full refund — still in 90-day window', 'yes, full refund', 'full refund, 90-day return window', 'refund in full',
         '100% refund', 'full', 'full refund (90-day window)', 'returnable, full refund', 'taking it back, full refund',
         "they'll take it back, full refund", 'full refund by June 14', 'full refund (return by June 14)',
         'full refund, return by June 14', 'accepted - full refund', 'approved, full refund', 'return approved, full refund',
         'eligible for full refund', 'full refund (within 90 days)', 'full refund, still inside 90-day window'],
   EWN: ['90 days', '90-day return window', 'within 90-day window', '90-day window', 'still in window', 'yes',
         'still within the 90-day return window', 'inside 90-day window', 'yes, within 90 days', 'within return window',
         '90 day', '90-day', 'in window', 'still inside the 90-day window', 'inside the 90-day window', 'within 90 days',
         'eligible', 'yes (90-day window)', 'still inside 90-day window'],
   ECL: ['called', 'called them', 'called Crate & Barrel', 'contacted', 'yes', 'done', 'called store', 'phoned',
         'called the store', 'spoke to them'],
   EDL: nth(14, None, 'June', ['June 14', 'by June 14', 'June 14th', '6/14', 'Jun 14', '14 June', 'back by June 14',
                               'return by June 14', 'must be back by June 14', 'by June 14th', '06/14'])}),
 ("oh wait — receipt says I paid $649, not 699. there was a promo", ['update'],
  {EPR: usd(649, '$649 (promo)', '$649 after promo', 'paid $649', '$649 (with promo)', '$649 (promo price)',
            '$649, promo', '$649 — promo', '$649 (on promo)', '$649 (there was a promo)', '$649 with promo')}),
 ("thx", [], {}),
 ("meanwhile need a replacement. eyeing the De'Longhi Dedica at Costco, $279", ['new'],
  {B2: None, BMO: DEDICA + [f'{d} (Costco, $279)' for d in DEDICA[:2]] + ["De'Longhi Dedica espresso machine"],
   BST: ['Costco', 'Costco ($279)', 'costco.com'],
   BPR: usd(279, '$279 at Costco', '$279 (Costco)')}),
 ("my wife says no to the Dedica, too small for the two of us. she wants the Gaggia Classic instead — $449 on Amazon",
  ['update'],
  {BMO: GAGGIA + ['Gaggia Classic (wife\'s pick)', 'Gaggia Classic instead of Dedica', 'Gaggia Classic (not Dedica)'],
   BST: ['Amazon', 'amazon.com', 'Amazon ($449)', 'on Amazon'],
   BPR: usd(449, '$449 on Amazon', '$449 (Amazon)', '$449 at Amazon')}),
 ("dropping the return off saturday morning, the store at Northpark Mall", ['new'],
  {EDO: ['Saturday morning', 'Sat morning', 'Saturday', 'Saturday AM', 'Sat AM', 'Saturday morning, Northpark Mall',
         'Saturday morning at Northpark Mall', 'Saturday morning (Northpark Mall)', 'Sat morning, Northpark Mall store',
         'Saturday morning at the Northpark Mall store', 'Saturday morning - Northpark Mall', 'this Saturday morning',
         'Saturday morning, Northpark Mall store', 'Sat morning (Northpark Mall)', 'Saturday a.m.', 'Sat a.m.',
         'Saturday morning at the store at Northpark Mall', 'Saturday morning, Crate & Barrel Northpark Mall'],
   EDP: ['Northpark Mall', 'NorthPark Mall', 'Northpark', 'the Northpark Mall store', 'store at Northpark Mall',
         'Crate & Barrel Northpark', 'Northpark Mall store', 'Crate & Barrel, Northpark Mall', 'the store at Northpark Mall',
         'Crate & Barrel at Northpark Mall', 'Northpark Mall location']}),
 ("whats the order number for the breville again", ['check'], {}, ask(EON)),
 ("never mind amazon, target has it for the same price and I can grab it today", ['update'],
  {BST: ['Target', 'target.com', 'Target (pick up today)', 'Target, pick up today', 'Target ($449)',
         'Target - pickup today', 'Target (same price)', 'Target, same price', 'Target (pickup today)', 'at Target'],
   BPU: ['today', 'pick up today', 'pickup today', 'grab it today', 'can pick up today', 'in store today',
         'available today', 'pick up in store today', 'can grab it today', 'today (in store)', 'same day', 'in stock',
         'collect today', 'pick-up today', 'in stock, pick up today']}),
 ("ugh saturday's out, kid's recital. doing the return friday after work instead", ['update'],
  {EDO: ['Friday after work', 'Fri after work', 'Friday evening', 'Friday', 'Friday after work, Northpark Mall',
         'Friday after work at Northpark Mall', 'Friday after work (Northpark Mall)', 'Friday evening after work',
         'Friday after work - Northpark Mall', 'this Friday after work', 'Fri evening', 'Friday p.m.', 'Friday PM',
         'Friday, after work', 'Fri after work (Northpark Mall)', 'Friday after work, Northpark Mall store',
         'Friday after work at the Northpark Mall store', 'Friday evening, Northpark Mall']}),
 ("ok where are we on the new machine?", ['check'], {}, check(B2)),
 ("and the return?", ['check'], {}, check(E)),
])

# 3 ----------------------------------------------------------------------------------------------------------------
D = N("drone registration|register drone|registering drone|drone|caa registration|register the drone|caa",
      "register drone with caa|drone registration with caa|drone registration caa|register with caa|caa drone registration",
      "new drone|dji mini 4 pro|dji drone|drone setup|setting up drone|drone admin|drone licence|drone license|drone id",
      "operator id registration|flyer id|drone paperwork|drone rules|my drone|birthday drone|registering the drone",
      "dji mini|mini 4 pro|drone legal|drone registration (caa)|caa registration for drone|drone - caa registration",
      "register dji mini 4 pro|drone ids|drone caa|drone stuff|flying drone legally|get drone registered")
P = N("fly at hollins park|hollins park|hollins park permission|permission to fly at hollins park|flying at hollins park",
      "park permission|permission|flying permission|drone permission|hollins park drone|park flying",
      "fly drone at hollins park|fly in hollins park|hollins park flight|flying in the park|park|permission to fly",
      "ranger permission|hollins park flying|flying location|fly at park|drone flying at hollins park|hollins park ranger",
      "flying site|fly at the park|park drone permission|flight permission|hollins park drone permission",
      "permission hollins park|hollins park (flying)|flying at the park|hollins park flights|park flights")
DMO = f"{D}/" + N("model|drone model|which drone|make|type|make and model|model name|what drone|device|aircraft|drone")
DGF = f"?{D}/" + N("gift|got it|source|occasion|how got|received|present|birthday|got for")
DRW = f"?{D}/" + N("register with|authority|registered with|regulator|registration with|body|registering with")
DTS = f"{D}/" + N("flyer id test|test|flyer id|test result|score|flyer test|result|flyer id test result|exam|theory test",
                  "quiz|test score|flyer id score|flyer id status|flyer status|flyer id exam|online test|flyer id quiz")
OPM, OPN = 'GBR-OP-7X4K2M9Q', 'GBR-OP-7X4K2N9Q'
DOP = f"{D}/" + N("operator id|operator id number|operator number|operator|id|registration number|registration id",
                  "caa id|operator reference|operator registration|operator id code|registration|registration code",
                  "id number|op id|operator code|caa operator id|operator no")
DFE = f"{D}/" + N("fee|cost|price|operator id cost|operator id fee|registration fee|registration cost|annual fee|how much",
                  "paid|charge|amount|yearly fee|cost per year|annual cost|fee per year|operator fee|yearly cost")
DLB = f"?{D}/" + N("label|to do|todo|sticker|next step|action|stick on|display|label on drone|needs|task|note|notes",
                   "reminder|must do|id label|marking")
PRG = f"{P}/" + N("ranger|contact|ranger name|park ranger|who|contact name|ranger contact|emailed|person",
                  "permission from|asked|contacted|park contact|ranger's name")
PST = f"?{P}/" + N("status|request|sent|progress|requested|email|request status|stage")
PWN = f"{P}/" + N("when|times|allowed times|allowed|hours|when allowed|when to fly|permitted times|time|flying times",
                  "days|permitted|time window|slot|window|when ok|ok times|allowed when|flying hours|flight times",
                  "allowed hours|permitted hours|days and times|when can fly|flying days|schedule")
PRS = f"{P}/" + N("restriction|restrictions|rules|conditions|condition|avoid|keep away from|not near|no fly|no-fly",
                  "rule|keep away|exclusion|caveat|except|don't fly near|stay away from|banned area|exclusion zone",
                  "limits|no-fly zone|no fly zone|where not|areas to avoid|avoid area")
PNE = f"{P}/" + N("needs|requirement|requirements|required|needs to see|wants|proof needed|documents|prerequisite",
                  "before first flight|to provide|send|asks for|must provide|paperwork|condition of permission",
                  "he wants|ranger wants|needed|to send|evidence|proof|insurance")
TIMES0 = ['weekday mornings before 10', 'weekday mornings before 10am', 'weekdays before 10', 'weekdays before 10am',
          'weekday mornings, before 10', 'weekday mornings before 10:00', 'weekday mornings (before 10)',
          'before 10am on weekdays', 'before 10 on weekdays', 'weekday mornings before ten', 'weekdays, before 10am',
          'mornings before 10 on weekdays', 'weekday mornings until 10', 'weekdays until 10am', 'Mon-Fri before 10am',
          'Monday to Friday before 10', 'weekday mornings', 'weekday mornings, before 10am', 'weekday mornings pre-10am',
          'weekday mornings before 10 a.m.', 'weekdays, mornings before 10', 'Mon–Fri mornings before 10',
          'weekday mornings before 10 (not near the play area)', 'weekday mornings before 10am, not near the play area',
          'weekdays before 10am, away from the play area', 'weekday mornings before 10, away from play area']
TIMES1 = []
for d in ('Tuesdays and Thursdays', 'Tuesday and Thursday', 'Tue and Thu', 'Tues & Thurs', 'Tuesdays & Thursdays',
          'Tue/Thu', 'Tuesday/Thursday', 'Tues and Thurs', 'Tue & Thu'):
    for t in (' before 10', ' before 10am', ', before 10', ', before 10am', ' mornings before 10', ' mornings before 10am',
              ' only, before 10', ' only, before 10am', ' only before 10am', ' mornings', ' mornings, before 10am',
              ' before 10:00', ' only, still before 10'):
        TIMES1.append(d + t)
TIMES1 += ['before 10am Tuesdays and Thursdays', 'before 10 on Tuesdays and Thursdays', 'Tuesdays and Thursdays',
           'Tuesdays and Thursdays only', 'Tue and Thu mornings before 10', 'Tuesday and Thursday mornings, before 10am',
           'Tuesdays and Thursdays only (before 10)', 'Tuesdays and Thursdays only (before 10am)']
sc('h16_drone', 'Held-out 16 (issue 14): registering a birthday drone and permission to fly it in a park', 'A '
   'British, chatty opener with the model and the authority, a test result as a score, an ID and a yearly fee with a '
   'to-do, thanks ("Lovely, ta"), a second task named by a place with a ranger\'s name, allowed times and a '
   'restriction reported from the ranger, a one-letter correction of the ID, a check on one slot, the times changed by '
   'the ranger, a requirement added, the restriction withdrawn, a check on the second task, a check over both.', [
 ("Got a DJI Mini 4 Pro for my birthday, so apparently I've got to register it with the CAA before I fly it anywhere.",
  ['new'],
  {D: None,
   DMO: ['DJI Mini 4 Pro', 'DJI Mini 4', 'Mini 4 Pro', 'a DJI Mini 4 Pro', 'DJI Mini 4 Pro drone', 'DJI Mini 4 Pro (birthday)'],
   DGF: ['birthday', 'for my birthday', 'birthday present', 'birthday gift', 'got for birthday', 'present', 'gift'],
   DRW: ['CAA', 'the CAA', 'Civil Aviation Authority', 'the Civil Aviation Authority', 'CAA (Civil Aviation Authority)']}),
 ("Right, done the Flyer ID test — passed, 38 out of 40.", ['new'],
  {DTS: ['passed', 'passed, 38 out of 40', 'passed 38/40', '38/40', '38 out of 40', 'passed (38/40)', 'passed with 38/40',
         '38/40 passed', 'passed – 38/40', 'done, passed 38/40', 'done - passed 38 out of 40', 'pass', 'pass, 38/40',
         'passed (38 out of 40)', 'done, passed', '38 / 40', 'passed — 38 out of 40', 'done (passed, 38/40)',
         'passed: 38/40', 'passed - 38/40', 'passed 38 out of 40', 'done, 38/40', 'passed, 38/40', '95%',
         'passed (95%)', 'passed, 38/40 (95%)', 'done', 'complete, passed 38/40', 'passed with 38 out of 40']}),
 (f"Operator ID cost £11.79 for the year and it's {OPM}. Have to stick that on the drone.", ['new'],
  {DOP: reg(OPM, 'GBROP7X4K2M9Q', 'GBR OP 7X4K2M9Q', OPM.lower(), f'{OPM} (stick on drone)'),
   DFE: gbp('11.79', '£11.79 a year', '£11.79 for the year', '£11.79/year', '£11.79 per year', '£11.79 annually',
            '11.79 a year', '£11.79 pa', '£11.79/yr', '£11.79 yearly', '£11.79 for a year', '£11.79 p.a.',
            '£11.79 (annual)', '£11.79 per annum', '£11.79 / year'),
   DLB: ['stick it on the drone', 'stick ID on the drone', 'label the drone', 'put operator ID on the drone',
         'stick operator ID on drone', 'label drone with operator ID', 'operator ID on drone', 'stick on drone',
         'display on drone', 'stick it on', 'needs to go on the drone', 'must be displayed on the drone',
         'stick that on the drone', 'put the ID on the drone', 'stick operator ID on the drone', 'label drone',
         'operator ID must be on drone', 'stick ID on drone', 'on the drone', 'yes', 'stick on the drone']}),
 ("Lovely, ta.", [], {}),
 ("Next thing — I want to fly it at Hollins Park. Emailed the ranger, a chap called Dev Mistry.", ['new'],
  {P: None,
   PRG: ['Dev Mistry', 'Dev', 'Dev Mistry (ranger)', 'Dev Mistry, the ranger', 'ranger Dev Mistry', 'the ranger, Dev Mistry',
         'Mr Mistry', 'Dev Mistry (park ranger)', 'Mistry', 'Dev Mistry - ranger', 'ranger (Dev Mistry)',
         'Dev Mistry, ranger', 'Dev Mistry (emailed)', 'emailed Dev Mistry (ranger)'],
   PST: ['emailed', 'emailed the ranger', 'asked', 'requested', 'emailed ranger', 'email sent', 'pending',
         'awaiting reply', 'waiting to hear', 'waiting', 'asked ranger', 'emailed Dev Mistry', 'awaiting response',
         'requested by email', 'sent']}),
 ("He says weekday mornings before 10 are fine, just keep away from the play area.", ['new'],
  {PWN: TIMES0,
   PRS: ['not near the play area', 'keep away from the play area', 'away from the play area', 'avoid the play area',
         'not near play area', 'no flying near the play area', 'stay away from the play area', 'play area',
         'away from play area', 'keep clear of the play area', 'not over the play area', 'avoid play area',
         'keep away from play area', 'no flying over the play area', 'not near the playground', 'away from the playground',
         'keep away from the play area', 'not near the kids\' play area', 'no play area', 'stay clear of the play area',
         'keep off the play area', 'just keep away from the play area']}),
 (f"Oh hang on, I misread the operator ID — it's an N, not an M, near the end. {OPN}.", ['update'],
  {DOP: reg(OPN, 'GBROP7X4K2N9Q', 'GBR OP 7X4K2N9Q', OPN.lower(), f'{OPN} (stick on drone)')}),
 ("What's my operator ID again?", ['check'], {}, ask(DOP)),
 ("Dev's emailed again — it's Tuesdays and Thursdays only now. Still before 10.", ['update'],
  {PWN: TIMES1}),
 ("He'd also like to see proof of insurance before I take it up the first time.", ['new'],
  {PNE: ['proof of insurance', 'insurance proof', 'proof of insurance before first flight', 'insurance', 'copy of insurance',
         'proof of insurance (before first flight)', 'show proof of insurance', 'insurance certificate', 'evidence of insurance',
         'needs proof of insurance', 'proof of insurance before my first flight', 'wants proof of insurance',
         'proof of insurance before flying', 'insurance before first flight', 'insurance proof before first flight',
         'proof of insurance before the first flight', 'see proof of insurance', 'insurance details',
         'proof of insurance first', 'proof of insurance before I take it up the first time', 'insurance documents']}),
 ("Ah, scrap the play area bit — they've fenced it off, so it doesn't matter now.", ['update'],
  {PRS: 'DEL'}),
 ("Where am I with the park, then?", ['check'], {}, check(P)),
 ("And go on, everything on the drone front.", ['check'], {}, check(D, P)),
])

# 4 ----------------------------------------------------------------------------------------------------------------
A = N("archery course|archery|intro to archery|intro to archery course|archery class|archery classes|archery lessons",
      "archery lesson|beginner archery|beginners archery course|archery course at clearwater|clearwater archery",
      "clearwater archery course|intro archery course|archery intro course|learn archery|archery program|intro course",
      "archery sign up|archery signup|archery with maya|maya archery|intro to archery class|archery training",
      "archery sessions|course|archery course with maya|intro to archery at clearwater|beginner archery course",
      "archery (course)|clearwater course|archery class with maya|intro archery")
AB = N("buy bow|bow|recurve bow|buy recurve bow|maya's bow|bow for maya|buy maya a bow|bow shopping|new bow|buy a bow",
       "recurve|recurve for maya|maya's recurve|bow purchase|get a bow|get maya a bow|buying a bow|own bow|our own bow",
       "buy a recurve|archery bow|samick sage|bow for maya's archery|maya bow|shopping for a bow|buy maya's bow",
       "recurve bow for maya|maya's recurve bow|bow (maya)|bow shopping for maya|buy a recurve bow|get a recurve")
AV = f"{A}/" + N("venue|where|location|place|club|range|provider|at|facility|archery range|held at|school",
                 "organization|host|run by|who runs it|organisation|studio|archery club|range name|business")
AL = f"{A}/" + N("length|duration|weeks|how long|course length|number of weeks|course duration|length of course",
                 "runs for|no. of weeks|# of weeks|total weeks|course weeks")
AD = f"{A}/" + N("day|night|day of week|schedule|class night|evenings|which night|nights|class day|weekly on",
                 "day of the week|meets|meeting night|sessions on|which day|class days|days|weekday|when")
AW = f"{A}/" + N("who|participants|attendees|for|who's doing it|people|signed up|students|enrolled|participant",
                 "taking it|going|who's going|who's taking it|signed up who|members|archers|registered")
AS = f"{A}/" + N("start|start date|starts|starting|begins|first class|first session|from|begin date|begin",
                 "starting date|starts on|first lesson|start day|commences|kick off|course start|begins on")
AT = f"{A}/" + N("time|times|class time|hours|time slot|timing|session time|from to|what time|class hours",
                 "lesson time|class times|session times|course time|course hours")
AC = f"{A}/" + N("cost|price|fee|how much|total|total cost|amount|course fee|course cost|cost total|price total",
                 "fees|charge|tuition|registration fee|course price|price per person|cost each")
AP = f"?{A}/" + N("payment|payment status|status|paid already|already paid|payment made|is it paid|paid")
AI = f"{A}/" + N("instructor|coach|teacher|instructor name|coach name|taught by|trainer|tutor|lead|instructors")
AE = f"?{A}/" + N("equipment|bows|gear|equipment provided|loaner bow|kit|provided|bow provided|bow loan|loaner",
                  "bows provided|equipment included|included|bow|loaner bows|bow included|what's provided")
AA = f"?{A}/" + N("advice|recommendation|coach advice|suggestion|next step|later|future|coach says|tip",
                  "coach recommendation|note|notes|coach's advice")
BF = f"?{AB}/" + N("for|who for|owner|who|archer|user|recipient|person|for whom|whose")
BB = f"{AB}/" + N("budget|max|max price|spend|budget max|price limit|max budget|up to|limit|spending limit",
                  "budget limit|can spend|maximum|max spend|price range|budget (max)")
BW = f"{AB}/" + N("draw weight|draw|weight|poundage|draw weight lbs|pull|draw strength|pounds|lbs|lb",
                  "draw weight (lbs)|bow weight|draw wt|draw lbs|draw weight (lb)|draw poundage")
BL = f"{AB}/" + N("length|bow length|size|inches|bow size|length inches|height|ata|length of bow|bow height",
                  "inch|bow length (inches)|length (inches)|bow size (inches)")
BX = f"{AB}/" + N("accessories|also need|extras|gear|equipment|add-ons|other gear|other items|kit|needs|items",
                  "also needs|extra gear|accessories needed|protective gear|other equipment|plus|also get",
                  "need|to buy|shopping list|also buy|gear needed")
BM = f"{AB}/" + N("model|bow model|which bow|choice|make|the bow|pick|chosen bow|option|candidate|found",
                  "make and model|model name|type|selected|brand|bow name|bow choice|which one|bow found")
BS = f"{AB}/" + N("store|retailer|shop|seller|where|from|source|vendor|where to buy|buy from|where from|found at",
                  "place|supplier|site|website|buying from|where buying|marketplace")
BP = f"{AB}/" + N("price|cost|how much|amount|price tag|listed at|priced at|asking price|sale price|listing price",
                  "bow price|bow cost|total")
BSL = f"?{AB}/" + N("seller name|sold by|seller contact|who's selling|person selling|private seller|contact",
                    "seller's name")
BLC = f"?{AB}/" + N("location|seller location|city|town|area|pickup location|pickup|based in|located|pick up from")
BCN = f"?{AB}/" + N("condition|new or used|state|second hand|secondhand|pre-owned|used|new")
BSS = f"?{AB}/" + N("status|availability|stock|in stock|restock|waiting|stock status|availability status|plan",
                    "next step|note|notes|back order|backorder")
SAGE = ['Samick Sage', 'Samick', 'Sage', 'the Samick Sage', 'a Samick Sage', 'Samick Sage recurve',
        'Samick Sage takedown recurve', 'Samick Sage takedown', 'Samick Sage recurve bow', 'Samick Sage (62", 20 lb)']
LANC = ['Lancaster Archery', 'Lancaster', 'Lancaster Archery Supply', 'lancasterarchery.com', 'Lancaster Archery (online)',
        'Lancaster Archery ($189)']
GUARD = ['arm guard', 'an arm guard', 'armguard', 'arm-guard', 'arm guards']
TAB = ['finger tab', 'a finger tab', 'finger-tab', 'tab', 'finger tabs', 'finger guard']
sc('h16_archery', 'Held-out 16 (issue 14): a parent-and-daughter archery course and buying her a bow', 'An American, '
   'chatty opener with a venue, a length, a weekday and the people taking part, a date and time window, a price each '
   'and in total, an instructor named in passing with his advice, a proud-parent aside, a second task "new thing" '
   'with a budget, draw weight and length, a weekday corrected ("I mixed them up"), the coach\'s correction of the '
   'draw weight with accessories added (new and update), a check on one slot, a model, store and price, a switch to a '
   'private seller with his name and town, the switch undone ("Back to Lancaster then"), a check on the second task.', [
 ("So my daughter Maya and I signed up for the intro to archery course at Clearwater Archery — six weeks, Wednesday "
  "nights.", ['new'],
  {A: None,
   AV: ['Clearwater Archery', 'Clearwater', 'Clearwater Archery range', 'at Clearwater Archery'],
   AL: ['six weeks', '6 weeks', '6-week', 'six-week', '6 wks', '6 week course', 'six week', 'six weeks long', '6 week',
        '6 weeks long', 'six-week course', '6-week course'],
   AD: ['Wednesday nights', 'Wednesday', 'Wednesdays', 'Wed nights', 'Wednesday night', 'Wednesday evenings', 'Weds', 'Wed',
        'weekly on Wednesday', 'Wednesday evening', 'Wednesdays (nights)', 'Wednesday nights, six weeks',
        'six weeks, Wednesday nights', '6 weeks, Wednesday nights', 'Wed night', 'Weds nights', 'Wednesday nights (6 weeks)',
        'Wednesday nights for six weeks', 'Wednesday nights for 6 weeks', 'every Wednesday night', 'Wednesdays, 6 weeks'],
   AW: items(['Maya', 'my daughter Maya', 'daughter Maya', 'Maya (daughter)'], ['me', 'myself', 'I'],
             more=['Maya and I', 'me and my daughter Maya', 'both of us', 'me and my daughter', 'Maya & me', 'Maya & I',
                   'my daughter Maya and I', 'parent and Maya', 'Maya and parent', 'me + Maya', 'Maya + me',
                   'me and Maya (daughter)', 'Maya (daughter) and I', 'the two of us (me and Maya)'])}),
 ("Starts May 8th, 6:30 to 8.", ['new'],
  {AS: nth(8, None, 'May', ['5/8', '05/08', 'May 8', 'May 8th', 'Thursday May 8', 'Thursday, May 8th', 'Thu May 8']),
   AT: ['6:30 to 8', '6:30-8', '6:30–8', '6:30 - 8', '6:30-8pm', '6:30pm-8pm', '6:30 pm - 8 pm', '6:30 to 8pm',
        '6:30pm to 8pm', '18:30-20:00', '18:30–20:00', '6:30-8:00', '6:30-8:00pm', '6:30pm-8:00pm', '6.30-8', '6.30 to 8',
        '6:30 until 8', 'from 6:30 to 8', '6:30 till 8', '6:30–8pm', '6:30–8:00 pm', '6:30 to 8:00', '6:30 p.m. to 8 p.m.',
        '6:30-8 p.m.', '6:30 to 8 pm', '6:30 pm to 8 pm', '6:30 PM - 8:00 PM', '6:30 PM–8 PM', '6:30 PM to 8 PM',
        '6:30pm–8pm', '6:30pm - 8pm', '6:30 - 8pm', '6:30 - 8:00 pm', '6:30 to 8:00 pm', '6:30-8:00 PM']}),
 ("It's $165 each, so $330 for the two of us, and it's paid.", ['new'],
  {AC: usd(330, '$330 ($165 each)', '$330 total ($165 each)', '$165 each, $330 total', '$165 each ($330 total)', '$330 for both',
           '$330 total', '$165 each, $330 for both', '$165 each', '$165 per person', '$165/person ($330 total)',
           '$330 (paid)', '$330, paid', '$165 each, $330 total, paid', '$330 total, paid', '$165 each / $330 total',
           '330 total', '$330 for both of us', '$165 pp', '$165 each — $330 total', '$330 for the two of us',
           '$165 each, $330 for the two of us', '$330 ($165 x 2)', '$330 ($165 each), paid', '$330 total ($165 each), paid',
           '$165 per person, $330 total', '$165/person, $330 total', '$330 (paid, $165 each)'),
   AP: ['paid', 'yes', 'paid already', 'already paid', 'done', 'paid in full', 'yes, paid', 'Paid']}),
 ("They lend you a bow for the course, but the instructor, Coach Reyes, says if we stick with it we should get our own "
  "recurve.", ['new'],
  {AI: ['Coach Reyes', 'Reyes', 'coach Reyes', 'Coach Reyes (instructor)', 'Mr. Reyes', 'Reyes (instructor)'],
   AE: ['loaner bow', 'bow provided', 'bows provided', 'bow loaned', 'they loan a bow', 'bow loaned for the course',
        'loan bow provided', 'loaner bows', 'loaner bow provided', 'bows loaned', 'loaned', 'provided', 'included',
        'bow included', 'bow on loan', 'they lend you a bow', 'lend you a bow', 'bow lent for the course',
        'loaner bow for course', 'bow lent', 'bows lent', 'bows lent for the course', 'bow provided for the course',
        'they lend bows', 'lent', 'yes (bow lent)', 'bow on loan for the course'],
   AA: ['get our own recurve', 'get own recurve if we stick with it', 'buy own recurve', 'get our own recurve if we stick with it',
        'own recurve later', 'buy a recurve if we stick with it', 'get a recurve', 'get own recurve',
        'get our own recurve (if we stick with it)', 'buy our own recurve if we stick with it', 'own recurve eventually',
        'get our own recurve bow', 'get own recurve later', 'buy own recurve later']}),
 ("Ha, she's already obsessed. Sorry — proud parent moment.", [], {}),
 ("OK, new thing: bow shopping. Budget's $250 for Maya's. She needs a 25-pound draw weight, 62 inch.", ['new'],
  {AB: None,
   BF: ['Maya', 'for Maya', 'my daughter', 'Maya (daughter)', 'daughter', 'my daughter Maya', "Maya's"],
   BB: usd(250, 'up to $250', '$250 max', 'max $250', '$250 budget', 'under $250', '$250 or less', '$250 tops',
           '$250 for Maya\'s', '$250 (Maya\'s bow)'),
   BW: ['25 lb', '25 lbs', '25 pounds', '25-pound', '25 pound', '25#', '25lb', '25lbs', '25', '25 pound draw', '25 lb draw',
        '25-pound draw weight', '25 lb draw weight', '25 pounds draw', 'twenty-five pounds', '25 pound draw weight',
        '25-lb', '25 lbs draw', '25 lbs draw weight', '25-pound draw'],
   BL: ['62 inch', '62 inches', '62"', '62-inch', '62 in', '62in', '62', '62 inch bow', '62-inch bow', 'sixty-two inch',
        "62''", '62 in.', '62 inches long', '62-inch length', '62”']}),
 ("Wait, no — the course is Thursdays. Wednesday's league night, I mixed them up.", ['update'],
  {AD: ['Thursday nights', 'Thursday', 'Thursdays', 'Thu nights', 'Thursday night', 'Thursday evenings', 'Thurs', 'Thu',
        'weekly on Thursday', 'Thursday evening', 'Thursdays (nights)', 'Thursday nights, six weeks', 'Thurs nights',
        'six weeks, Thursday nights', '6 weeks, Thursday nights', 'Thu night', 'Thursday nights (6 weeks)',
        'Thursday nights for six weeks', 'Thursday nights for 6 weeks', 'every Thursday night', 'Thursdays, 6 weeks',
        'Thursdays (not Wednesdays)', 'Thursday nights (not Wednesday)', 'Thursday (not Wednesday)']}),
 ("Coach Reyes says start her at 20 pounds, not 25, or she'll wreck her form. She'll also need an arm guard and a "
  "finger tab.", ['new', 'update'],
  {BW: ['20 lb', '20 lbs', '20 pounds', '20-pound', '20 pound', '20#', '20lb', '20lbs', '20', '20 pound draw', '20 lb draw',
        '20-pound draw weight', '20 lb draw weight', '20 pounds draw', 'twenty pounds', '20 pound draw weight',
        '20-lb', '20 lbs draw', '20 lbs draw weight', '20-pound draw', '20 lb (Coach Reyes)', '20 lbs (per Coach Reyes)',
        '20 pounds (coach says)', '20 lb (not 25)', '20 lbs (coach recommendation)', '20 pounds, per Coach Reyes'],
   BX: items(GUARD, TAB, more=['arm guard + finger tab', 'arm guard & finger tab', 'arm guard and finger tab',
                               'an arm guard and a finger tab'])}),
 ("When does the course start again?", ['check'], {}, ask(AS)),
 ("Found a Samick Sage at Lancaster Archery for $189.", ['new'],
  {BM: SAGE, BS: LANC, BP: usd(189, '$189 at Lancaster', '$189 (Lancaster Archery)', '$189 at Lancaster Archery')}),
 ("Ugh, Lancaster's out of the 62-inch in 20 pounds. Forget them — there's a used one on Facebook Marketplace for $120, "
  "some guy named Trent over in Dunedin.", ['update'],
  {BS: ['Facebook Marketplace', 'Marketplace', 'FB Marketplace', 'Facebook', 'Trent', 'Trent on Facebook Marketplace',
        'Facebook Marketplace (Trent)', 'Facebook Marketplace (Trent, Dunedin)', 'Trent (Facebook Marketplace)',
        'Facebook Marketplace — Trent in Dunedin', 'Trent in Dunedin', 'FB Marketplace (Trent)',
        'Facebook Marketplace, Trent in Dunedin', 'Facebook Marketplace – Trent, Dunedin', 'Facebook Marketplace (used)',
        'used, Facebook Marketplace', 'Trent, Dunedin', 'Facebook Marketplace seller Trent', 'Trent (FB Marketplace)',
        'Facebook Marketplace (Dunedin)', 'FB Marketplace - Trent, Dunedin', 'Facebook Marketplace, used',
        'Trent (Facebook Marketplace, Dunedin)', 'Facebook Marketplace - Trent', 'FB Marketplace, Trent in Dunedin'],
   BP: usd(120, '$120 (used)', '$120 used', '$120 on Facebook Marketplace', '$120 (Facebook Marketplace)'),
   BSL: ['Trent', 'some guy named Trent', 'Trent in Dunedin', 'Trent (Dunedin)', 'Trent, Dunedin', 'a guy named Trent',
         'Trent (seller)'],
   BLC: ['Dunedin', 'Dunedin, FL', 'over in Dunedin', 'in Dunedin', 'Dunedin, Florida', 'Dunedin FL'],
   BCN: ['used', 'second hand', 'secondhand', 'pre-owned', 'second-hand', 'yes', 'used (Marketplace)', 'Used'],
   BSS: ['Lancaster out of stock', 'out of stock at Lancaster', 'out of stock', 'Lancaster out of stock (62", 20 lb)',
         'Lancaster out of 62-inch 20 lb', 'out of stock at Lancaster (62-inch, 20 lb)', 'Lancaster sold out',
         'sold out at Lancaster', 'unavailable at Lancaster']}),
 ("Actually he's gone quiet on me. Back to Lancaster then, I'll wait for them to restock.", ['update'],
  {BS: LANC, BP: usd(189, '$189 at Lancaster', '$189 (Lancaster Archery)', '$189 at Lancaster Archery'),
   BSL: 'DEL', BLC: 'DEL', BCN: 'DEL',
   BSS: ['waiting for restock', 'wait for restock', 'out of stock', 'waiting on restock', 'back-ordered', 'on backorder',
         'out of stock, waiting for restock', 'awaiting restock', 'waiting for Lancaster to restock', 'waiting',
         'wait for them to restock', 'waiting for Lancaster restock', 'out of stock (waiting for restock)',
         'out of stock - wait for restock', 'backordered', 'waiting for them to restock', 'out of stock at Lancaster',
         'Lancaster out of stock, waiting for restock', 'restock pending', 'awaiting restock at Lancaster',
         'Lancaster out of stock', 'Lancaster out of stock (62", 20 lb)', 'Lancaster out of 62-inch 20 lb',
         'out of stock at Lancaster (62-inch, 20 lb)', 'Lancaster sold out', 'sold out at Lancaster',
         'unavailable at Lancaster']}),
 ("Remind me what we've got on the bow?", ['check'], {}, check(AB, split={BX: [GUARD, TAB]})),
])

# 5 ----------------------------------------------------------------------------------------------------------------
F = N("detecting at brook farm|brook farm|brook farm permission|detecting permission|metal detecting permission",
      "permission at brook farm|metal detecting|detecting|metal detecting at brook farm|farm permission|land permission",
      "holloway permission|holloway's land|holloway's fields|brook farm detecting|detecting permission brook farm",
      "permission to detect|detecting agreement|permission agreement|search agreement|finds agreement|permission",
      "brook farm agreement|farmer holloway|holloway|detecting rights|detecting on brook farm|metal detecting brook farm",
      "brook farm fields|stubble fields|detecting site|detecting at holloway's|permission (brook farm)",
      "brook farm (detecting)|detecting - brook farm|land access|detecting land|holloway's farm|landowner permission")
C = N("silver coin|coin|hammered coin|silver penny|coin find|the find|find|report find|report the find|report coin",
      "report coin to flo|flo report|finds liaison|finds liaison officer|record find|recording the find|coin report",
      "hammered penny|hammered silver penny|silver penny find|medieval coin|medieval penny|penny|henry iii penny",
      "edward i penny|long cross penny|find report|finds report|report to flo|pas|pas record|portable antiquities",
      "report to finds liaison officer|find recording|coin recording|hammered silver coin|silver coin find",
      "coin from brook farm|brook farm find|finds|my find|the coin|new find|silver hammered coin|record the find",
      "report the coin|coin find (brook farm)|hammered silver penny find")
FO = f"{F}/" + N("landowner|farmer|owner|landowner name|land owner|permission from|permission given by|granted by",
                 "whose land|farmer name|owner name|who|farmer's name|landlord")
FW = f"?{F}/" + N("fields|land|location|area|site|which fields|field|what land|place|ground|permission for|where")
FG = f"?{F}/" + N("status|permission status|granted|agreed|answer|permission granted|approved|outcome|permission given")
FU = f"{F}/" + N("until|end|end date|expires|ends|valid until|cut-off|cutoff|runs until|till|until when|permission until",
                 "permission ends|expiry|allowed until|access until|up to|duration|time limit|how long")
FS = f"{F}/" + N("split|share|finds split|finds share|split of finds|valuables split|division|value split|proceeds",
                 "proceeds split|share of finds|agreement split|sharing|percentage|ratio|deal|terms|finds deal",
                 "split on valuables|reward split|profit split")
FA = f"?{F}/" + N("agreement|written agreement|paperwork|contract|form|written|agreement type|document",
                  "permission form|permission letter|in writing")
FD = f"{F}/" + N("sign by|return by|deadline|due|sign and return by|return agreement by|agreement due|drop back by",
                 "to do|todo|next step|action|signing deadline|return date|hand back by|drop off by|agreement deadline",
                 "paperwork due|by|sign and return|return agreement|sign agreement by|due by")
FL = f"?{F}/" + N("land status|fallow|crop|field status|this year|note|notes|field use|fields this year")
CD = f"{C}/" + N("coin|description|what|type|identification|id|details|item|object|what it is|identified as",
                 "coin type|possible id|likely|thought to be|description of find|find description|object description",
                 "find details|attribution|identity|coin id|coin identification|find|ruler|reign")
CM = f"?{C}/" + N("metal|material|metal type|made of")
CK = f"?{C}/" + N("method|manufacture|struck|hammered|style|kind|form|coin style|construction")
CS = f"{C}/" + N("findspot|where found|location|find spot|find location|found at|found|spot|where|location found",
                 "find site|place found|position|found where|findspot location|where in field|find-spot")
CG = f"{C}/" + N("grid ref|grid reference|grid|ngr|os grid ref|os grid reference|coordinates|coords|map ref",
                 "national grid reference|map reference|location ref|grid ref findspot|findspot grid ref|os ref",
                 "findspot grid reference|reference|grid ref.|os grid|grid reference (findspot)")
CF = f"{C}/" + N("flo|finds liaison officer|finds liaison|officer|liaison officer|contact|report to|who to report to",
                 "flo name|county flo|liaison|recorder|pas officer|finds officer|flo contact|reporting to|who",
                 "county finds liaison officer")
CY = f"?{C}/" + N("finds day|drop in|drop-in|surgery|finds days|when|flo availability|availability",
                  "finds day location|museum|venue|when to go|day|flo finds day|drop in day|flo hours")
CI = f"?{C}/" + N("identified by|id by|according to|who identified|source|opinion|identification by|per|club")
CA = f"{C}/" + N("appointment|booked|booking|appointment with flo|flo appointment|meeting|appt|booked in",
                 "visit|booked for|when booked|appointment date|date|recording appointment|session|flo meeting",
                 "appointment with dr kerr|booking date|appointment when")
CAT = f"?{C}/" + N("time|appointment time|at|what time|time of appointment|booked time")
ED1 = ['Edward I', 'Edward I penny', 'Edward 1', 'Edward 1st', 'Edward the First']
COIN0 = uniq(
    [f'{p}{e}{s}' for e in ('Edward I', 'Edward 1', 'Edward I penny')
     for p in ('possibly ', 'possibly an ', 'possible ', 'maybe ', 'probably ', 'hammered silver penny, possibly ',
               'hammered silver coin, possibly ', 'hammered silver coin, possibly an ', 'silver coin, hammered, possibly ',
               'silver hammered coin, possibly ', 'hammered, possibly ', 'silver penny, possibly ', '',
               'hammered silver coin — possibly ', 'hammered silver coin - possibly ', 'silver coin, hammered, maybe ',
               'hammered silver coin (possibly ', 'silver coin (hammered), possibly ', 'hammered silver, possibly ',
               'silver coin – hammered, possibly ', 'hammered silver coin, maybe ')
     for s in ([')'] if p.endswith('(possibly ') else ['', ' penny', ' (possibly)', '?']) if not (s == ' penny' and 'penny' in e)]
    + ['Edward I hammered silver penny', 'hammered silver Edward I penny', 'Edward I silver penny',
       'hammered silver penny (possibly Edward I)', 'Edward I penny (possibly)', 'silver hammered coin (possibly Edward I penny)',
       'hammered silver coin (possibly Edward I penny)', 'hammered silver penny, possibly Edward I', 'Edward I?',
       'silver coin, hammered, possibly an Edward I penny', 'hammered silver coin, possibly an Edward I penny'])
COIN1 = uniq([f'{p}{h}{s}' for h in ('Henry III voided long cross', 'Henry III voided long-cross', 'Henry III, voided long cross',
                                     'Henry III long cross', 'Henry III (voided long cross)')
              for p in ('', 'hammered silver penny, ', 'hammered silver coin, ', 'silver penny, ', 'probably ',
                        'silver hammered coin, ', 'hammered silver ', 'silver coin, hammered, ', 'not Edward I - ',
                        'hammered silver coin – ')
              for s in ('', ' penny', ' (club)', ' penny (per club)', ' (club says)', ' penny (not Edward I)')]
             + ['Henry III', 'Henry III penny', 'Henry III penny, voided long cross', 'Henry III penny (voided long cross)',
                'Henry III hammered silver penny, voided long cross', 'Henry III voided long cross, hammered silver penny',
                'Henry III voided long cross penny', 'Henry III, voided long cross penny'])
DATE3 = nth(3, 'Tuesday', None, ['Tuesday 3rd', 'Tue 3rd', 'Tues 3rd', 'Tuesday the 3rd'])
AM11 = ['11am', '11 am', '11:00', '11.00', '11:00am', '11:00 am', '11 a.m.', '11.00am', "11 o'clock", '11']
sc('h16_detecting', 'Held-out 16 (issue 14): detecting permission on a farm and reporting a hammered coin', 'A British, '
   'terse opener naming the farmer and the farm, the terms in fragments ("Only till they drill again, mid-October. '
   'Written agreement, 50/50"), a signing deadline, a dull outing with nothing to record, a second task begun with a '
   'find ("Then — silver coin!") with a tentative identification and a findspot, a grid reference, the Finds Liaison '
   'Officer with a drop-in day, the farmer changing the split, a check on one slot, the identification corrected by a '
   'club member, an appointment with a date and time, an end date withdrawn ("take the end date off"), a check over '
   'both tasks.', [
 ("Farmer Holloway's said yes to detecting on his stubble fields at Brook Farm.", ['new'],
  {F: None,
   FO: ['Farmer Holloway', 'Holloway', 'Mr Holloway', 'Holloway (farmer)', 'Holloway, the farmer', 'farmer Holloway',
        'Mr. Holloway', 'Holloway (Brook Farm)', 'Farmer Holloway, Brook Farm'],
   FW: ['stubble fields', 'the stubble fields', 'his stubble fields', 'stubble fields at Brook Farm', 'Brook Farm stubble fields',
        'stubble', 'Brook Farm', 'stubble fields, Brook Farm', 'Brook Farm (stubble fields)', 'stubble fields (Brook Farm)'],
   FG: ['yes', 'granted', 'agreed', 'said yes', 'permission granted', 'approved', 'given', 'yes (granted)', 'permission given']}),
 ("Only till they drill again, mid-October. Written agreement, 50/50 on anything valuable.", ['new'],
  {FU: ['mid-October', 'mid October', 'till mid-October', 'until mid-October', 'mid-Oct', 'till they drill again, mid-October',
        'until they drill again (mid-October)', 'mid-October (until they drill)', 'until drilling, mid-October',
        'mid-October, when they drill', 'until they drill', 'till they drill again', 'until re-drilling mid-October',
        'mid October (drilling)', 'until mid-Oct', 'mid-October (when they drill again)', 'until they drill again, mid-October',
        'until drilling (mid-October)', 'mid-Oct (until they drill)', 'until they drill again', 'till drilling, mid-Oct',
        'mid-October (re-drilling)', 'until mid October', 'till mid October', 'until they drill again in mid-October',
        'till they drill again (mid-October)'],
   FS: ['50/50', '50-50', '50:50', 'fifty-fifty', 'half each', '50/50 on anything valuable', '50/50 split', '50/50 on valuables',
        'split 50/50', 'even split', 'equal split', 'halves', '50/50 split on anything valuable', '50/50 split of valuables',
        'fifty fifty', '50 / 50', '50/50 (anything valuable)', '50/50 on anything of value', '50/50 on finds',
        '50/50 on valuable finds', '50/50, written agreement', '50/50 (written agreement)', 'written agreement, 50/50',
        'written, 50/50 on anything valuable'],
   FA: ['written', 'written agreement', 'in writing', 'a written agreement', 'written contract', 'yes, written',
        'written permission', 'written agreement (50/50)', 'yes', 'written agreement, 50/50', 'written, 50/50']}),
 ("Need to sign it and drop it back by Friday.", ['new'],
  {FD: ['Friday', 'by Friday', 'sign and return by Friday', 'sign it and drop it back by Friday', 'sign and drop back by Friday',
        'Fri', 'this Friday', 'sign & return by Friday', 'sign and return agreement by Friday', 'return signed agreement by Friday',
        'sign and drop it back by Friday', 'sign it by Friday', 'due Friday', 'Friday (sign and return)',
        'signed and returned by Friday', 'sign and return the agreement by Friday', 'by Fri', 'Friday (sign & drop back)',
        'sign agreement, return by Friday', 'sign and drop back agreement by Friday', 'sign & drop back by Friday',
        'return by Friday', 'drop back by Friday', 'sign and hand back by Friday', 'by this Friday']}),
 ("Dull morning out there, to be honest. Ring pulls and shotgun caps, the usual rubbish.", [], {}),
 ("Then — last sweep — a silver coin! Hammered. Possibly an Edward I penny. Bottom corner of the big field, by the oak.",
  ['new'],
  {C: None, CD: COIN0,
   CM: ['silver', 'Silver', 'silver (hammered)'], CK: ['hammered', 'hammered coin', 'Hammered', 'hammered silver'],
   CS: ['bottom corner of the big field, by the oak', 'bottom corner of the big field by the oak', 'big field, bottom corner by the oak',
        'bottom corner of big field near the oak', 'by the oak, bottom corner of the big field', 'big field, by the oak',
        'bottom corner of the big field, near the oak', 'bottom corner of the big field', 'big field by the oak tree',
        'bottom corner of the big field by the oak tree', 'corner of the big field by the oak', 'by the oak in the big field',
        'big field, bottom corner, by the oak', 'bottom corner big field by oak', 'Brook Farm, bottom corner of the big field by the oak',
        'big field (bottom corner, by the oak)', 'bottom corner of the big field (by the oak)', 'big field - bottom corner by the oak',
        'bottom corner of the big field, by the oak tree', 'bottom corner, big field, by the oak', 'big field, bottom corner near oak',
        'Brook Farm, big field, bottom corner by the oak', 'bottom corner of big field by the oak']}),
 ("Grid ref for the findspot: SP 41273 87615.", ['new'],
  {CG: reg('SP 41273 87615', 'SP4127387615', 'SP41273 87615', 'SP 41273, 87615', 'sp 41273 87615', 'SP 4127 8761',
           'grid ref SP 41273 87615')}),
 ("FLO for the county is Dr Anna Kerr — she does a finds day Tuesdays at the museum in Warwick.", ['new'],
  {CF: ['Dr Anna Kerr', 'Anna Kerr', 'Dr Kerr', 'Dr. Anna Kerr', 'Dr Anna Kerr (FLO)', 'Dr Anna Kerr, FLO', 'Kerr',
        'Dr Anna Kerr (county FLO)', 'Dr Anna Kerr, county FLO', 'Dr. Kerr', 'Anna Kerr (FLO)', 'FLO Dr Anna Kerr',
        'Dr Anna Kerr (finds day Tuesdays, Warwick museum)', 'Dr Anna Kerr – Tuesdays at the museum in Warwick'],
   CY: ['Tuesdays at the museum in Warwick', 'Tuesdays, Warwick museum', 'Tuesdays at Warwick museum',
        'Tuesday finds day at the museum in Warwick', 'finds day Tuesdays at the museum in Warwick', 'Tuesdays',
        'Tuesdays (Warwick museum)', 'Tuesday, museum in Warwick', 'Tuesdays at the Warwick museum', 'Tuesdays, museum in Warwick',
        'finds day on Tuesdays, Warwick museum', 'Tuesdays, Warwick', 'Tuesday', 'Warwick museum', 'museum in Warwick',
        'the museum in Warwick', 'Tuesdays – Warwick Museum', 'Tuesday finds days, Warwick', 'Tuesdays (museum in Warwick)',
        'Tuesday finds day, Warwick museum', 'finds day Tuesdays, Warwick', 'Tuesdays, the museum in Warwick',
        'Tuesday finds day at Warwick museum', 'finds day, Tuesdays, museum in Warwick']}),
 ("Holloway rang. Wants 60/40 his way, seeing as it's his land. Fine by me.", ['update'],
  {FS: ['60/40', '60-40', '60:40', '60/40 his way', '60/40 in his favour', '60/40 to Holloway', "60/40 in Holloway's favour",
        '60% Holloway, 40% me', '60/40 (his way)', '60/40 to him', '60/40 his favour', '60/40 split', '60/40 to the landowner',
        '60/40 on anything valuable', '60/40 in his favor', '60:40 his way', '60/40 to the farmer', '60/40 split in his favour',
        'sixty-forty', '60/40 (Holloway)', '60/40 (his favour)', '60/40 in favour of Holloway', '60/40 Holloway',
        '60/40 (Holloway 60, me 40)', '60/40 in his favour, on anything valuable', '60 Holloway / 40 me', '60/40 (his land)',
        '60/40 in his favour (his land)', '60% to Holloway', 'Holloway 60%, me 40%', '60/40 his way (his land)',
        '60 / 40']}),
 ("Got that grid ref handy?", ['check'], {}, ask(CG)),
 ("Correction on the coin: not Edward I. Bloke at the club reckons Henry III, voided long cross.", ['update'],
  {CD: COIN1,
   CI: ['bloke at the club', 'club', 'the club', 'someone at the club', 'club member', 'a bloke at the club', 'detecting club',
        'a chap at the club', 'bloke at the club reckons', 'club (bloke)', 'man at the club', 'guy at the club']}),
 ("Booked in with Dr Kerr for Tuesday 3rd, 11am.", ['new'],
  {CA: at(DATE3, AM11, DATE3 + ['Tuesday 3rd with Dr Kerr, 11am', 'Tuesday 3rd at 11am with Dr Kerr', 'Tue 3rd, 11am (Dr Kerr)',
                                 '11am Tuesday 3rd with Dr Kerr', 'Tuesday 3rd, 11am with Dr Kerr',
                                 'Tuesday 3rd 11am (Dr Kerr)', 'booked Tuesday 3rd, 11am', 'with Dr Kerr, Tuesday 3rd, 11am']),
   CAT: AM11 + ['at 11', 'at 11am', 'eleven', "eleven o'clock", '11 in the morning']}),
 ("Holloway says forget the October cut-off — he's leaving it fallow this year, so take the end date off. I can carry "
  "on.", ['update'],
  {FU: 'DEL',
   FL: ['fallow', 'leaving it fallow', 'fallow this year', 'left fallow', 'fallow (this year)', 'leaving fields fallow',
        'being left fallow', 'fallow this year, can carry on', 'fallow - no cut-off', 'fallow, no end date',
        'fallow this year (no end date)', 'no end date (fallow this year)', 'no end date', 'ongoing', 'can carry on']}),
 ("Run me through both — the permission and the coin.", ['check'], {}, check(F, C)),
])

# 6 ----------------------------------------------------------------------------------------------------------------
W = N("website|dad's website|website for dad|website for dad's business|website for dad's handyman business",
      "fix-it frank's website|handyman website|business website|dad's handyman website|site|web site|fix-it frank's",
      "fixitfranks.com|website setup|set up website|build website|building dad's website|new website|website project",
      "frank's website|dad website|handyman business website|website for fix-it frank's|squarespace site|website build",
      "web site for dad|dad's business website|the website|website for handyman business|set up dad's website",
      "make dad a website|dad's site|fix it frank's website|fix-it franks website|website (dad)|handyman site",
      "website for my dad|dad's handyman business website")
L = N("logo|logo design|new logo|logo for dad|logo and business cards|logo + business cards|logo design with priya",
      "priya logo|logo designer|design logo|get a logo|dad's logo|fix-it frank's logo|branding|business logo",
      "logo project|logo & business cards|logo and cards|business cards|logo commission|logo job|logo from priya",
      "logo for fix-it frank's|handyman logo|brand design|logo (priya)|logo with priya|logo and business card design",
      "logo, business cards")
WB = f"{W}/" + N("business|business name|name|company|company name|business called|brand|site name|handyman business",
                 "dad's business|for|who for|business (name)|trading name")
WO = f"?{W}/" + N("owner|client|customer|whose|person|requested by|for whom|dad")
WD = f"{W}/" + N("domain|domain name|url|web address|address|site address|domain bought|website address")
WDC = f"{W}/" + N("domain cost|domain price|cost|price|domain fee|domain renewal|domain cost per year|annual domain cost",
                  "domain yearly cost|domain per year|yearly|per year|domain registration cost|registration cost",
                  "domain annual|annual cost|yearly cost|domain annual cost")
WR = f"?{W}/" + N("registrar|domain registrar|via|bought through|through|registered with|registered through",
                  "domain provider|bought from|bought via|domain host|domain company")
WPL = f"{W}/" + N("platform|builder|site builder|website builder|host|hosting|cms|using|built on|built with",
                  "platform used|website platform|tool|service|website host|hosting provider|provider")
WPN = f"{W}/" + N("plan|plan type|tier|subscription|package|squarespace plan|hosting plan|plan name|plan level",
                  "subscription plan|which plan|account type|plan tier")
WPC = f"{W}/" + N("plan cost|monthly cost|plan price|squarespace cost|squarespace price|monthly|per month|monthly price",
                  "hosting cost|hosting price|subscription cost|subscription price|platform cost|monthly fee|plan fee",
                  "cost per month|price per month|monthly rate|site cost|platform price|squarespace fee|plan cost per month")
WBL = f"?{W}/" + N("billing|billed|billing cycle|billing frequency|payment|billing period|charged|payment frequency")
WPG = f"{W}/" + N("pages|page list|site pages|pages wanted|sections|site map|sitemap|structure|menu|navigation",
                  "pages needed|page|content|layout|website pages|site sections|pages to include|pages list")
WNB = f"?{W}/" + N("no blog|blog|exclusions|excluded|not wanted|don't want|exclude|don't include|avoid|notes|note",
                   "requirements|without|not included")
WLN = f"{W}/" + N("launch|launch date|go live|go-live|go live date|target date|launch target|deadline|target|live by",
                  "due|launch by|ready by|target launch|live date|launch deadline|when live|publish date|go-live date",
                  "target launch date|live")
WRS = f"?{W}/" + N("reason|why|needs|requirement for|feature|feature needed|must have|booking form|reason for plan",
                   "plan reason|why business plan")
LD = f"{L}/" + N("designer|who|freelancer|design by|designed by|artist|contact|priya|designer name|made by",
                 "doing it|hired|who's doing it|vendor|provider|supplier|freelance designer")
LQ = f"{L}/" + N("quote|price|cost|fee|how much|quoted|amount|total|charge|rate|quote price|price quoted|logo cost",
                 "logo price|design fee|budget|quoted price")
LI = f"?{L}/" + N("includes|deliverables|scope|what's included|package|covers|included|items|what",
                  "work|what she's doing|includes what|products|job scope|service|for")
LB = f"{L}/" + N("brief due|brief deadline|brief by|deadline|due|send brief by|due date|brief due date|needs brief by",
                 "by|brief deadline date|when brief due|brief needed by|send by|brief date|brief to priya by")
LC = f"{L}/" + N("colors|colours|color|colour|color scheme|colour scheme|palette|color palette|brand colors",
                 "brand colours|colors wanted|colours wanted")
LX = f"{L}/" + N("idea|concept|imagery|icon|symbol|motif|element|design idea|style|theme|image|must include",
                 "graphic|features|design|logo idea|look|wrench|logo concept|visual|feature")
LDR = f"{L}/" + N("drafts|drafts by|draft|draft date|drafts due|first drafts|drafts ready|drafts when|draft by",
                  "first draft|draft due|concepts by|first look|drafts ready by")
FIXIT = ["Fix-It Frank's", 'Fix-It Franks', "Fix It Frank's", "Fixit Frank's", "Fix-It Frank's (dad's handyman business)",
         "Fix-It Frank's handyman business", "Fix-It Frank's (handyman business)", "Fix-It Frank's — Dad's handyman business",
         'Fix-It Frank', "Fix-It Frank's (handyman)", "Fix It Franks", "Fix-it Frank's"]
HOME, SERV = ['home', 'homepage', 'home page'], ['services', 'services page', 'service']
GALL = ['gallery', 'gallery of past jobs', 'a gallery of past jobs', 'gallery of jobs', 'past jobs', 'portfolio',
        'past jobs gallery']
CONT, REV = ['contact', 'contact page', 'contact us'], ['reviews', 'reviews page', 'testimonials']
BUSI = ['Business', 'Business plan', 'the Business plan', 'Squarespace Business', 'Squarespace Business plan']
NAVY, ORANGE = ['navy', 'navy blue', 'Navy'], ['orange', 'Orange']
sc('h16_website', "Held-out 16 (issue 14): a website for a father's handyman business and a logo from a friend", 'An '
   'American, chatty opener with the business name, a domain with its yearly price and registrar, a platform, plan and '
   'monthly price "billed annually", a list of pages with an exclusion, a launch date given with its reason, an amused '
   'aside with nothing to record, a second task with a friend\'s name, a quote and what it covers, a brief deadline, '
   'colours and an open-ended idea, a page added, a plan and price changed after a price rise, a lowered quote with a '
   'draft date (new and update), the plan change undone for a reason with a new price, a check over both.', [
 ("My dad finally caved and wants a website for his handyman business, Fix-It Frank's. I said I'd set it up for him.",
  ['new'],
  {W: None, WB: FIXIT,
   WO: ['Dad', 'my dad', 'dad (Frank)', 'Frank', 'my dad (Frank)', 'dad']}),
 ("Domain's bought — fixitfranks.com, $12 a year through Namecheap.", ['new'],
  {WD: ['fixitfranks.com', 'www.fixitfranks.com', 'fixitfranks.com (Namecheap)', 'fixitfranks.com, bought',
        'fixitfranks.com via Namecheap', 'fixitfranks.com, Namecheap', 'fixitfranks.com (bought, Namecheap)',
        'fixitfranks.com (bought)', 'fixitfranks.com - bought', 'https://fixitfranks.com', 'FixItFranks.com'],
   WDC: usd(12, '$12 a year', '$12/year', '$12/yr', '$12 per year', '$12 annually', '$12 yearly', '12 a year',
            '$12/yr (Namecheap)', '$12 a year through Namecheap', '$12 per year (Namecheap)', '$12/yr via Namecheap',
            '$12 a year (Namecheap)', '$12/year through Namecheap', '$12 / year'),
   WR: ['Namecheap', 'NameCheap', 'namecheap.com', 'through Namecheap', 'via Namecheap']}),
 ("Going with Squarespace for the site itself — Business plan, $23 a month billed annually.", ['new'],
  {WPL: ['Squarespace', 'SquareSpace', 'Squarespace (Business plan)', 'Squarespace Business', 'Squarespace Business plan',
         'Squarespace, Business plan', 'squarespace.com'],
   WPN: BUSI + ['Business ($23/mo)', 'Business plan ($23/month, billed annually)', 'Business, $23/mo billed annually',
                'Business ($23/month)', 'Business plan, $23 a month billed annually', 'Business plan ($23/mo)',
                'Business, $23 a month'],
   WPC: usd(23, '$23 a month', '$23/month', '$23/mo', '$23 per month', '$23 a month billed annually', '$23/mo billed annually',
            '$23/month (billed annually)', '$23 monthly', '$23 a month, billed annually', '$23/mo, billed annually', '23 a month',
            '$23 per month billed annually', '$23/mo (annual billing)', '$276 a year', '$276/year', '$276 per year',
            '$276 billed annually', '$23/mo ($276/yr)', '$23 a month ($276 a year)', '$23/mo (billed annually)',
            '$23 per month, billed annually', '$23/month billed annually', '$23/month, billed annually'),
   WBL: ['annually', 'billed annually', 'yearly', 'annual', 'annual billing', 'per year', 'once a year', 'billed yearly',
         'annual (billed annually)', 'Annually']}),
 ("Pages he wants: home, services, a gallery of past jobs, and contact. He was very specific — no blog.", ['new'],
  {WPG: items(HOME, SERV, GALL, CONT, more=['home, services, gallery of past jobs, contact (no blog)',
                                           'home, services, gallery, contact (no blog)',
                                           'Home, Services, Gallery of past jobs, Contact — no blog',
                                           'home, services, a gallery of past jobs, and contact']),
   WNB: ['no blog', 'blog: no', 'none', 'no', 'not wanted', 'exclude blog', 'no blog (he was very specific)', 'blog',
         "don't include a blog", 'without blog', 'no blog page', 'blog (not wanted)', 'no blog!', 'blog - no',
         'definitely no blog', 'no blog (very specific)', 'not a blog']}),
 ("Launch target's before his busy season, so let's say April 1st.", ['new'],
  {WLN: nth(1, None, 'April', ['April 1st (before busy season)', 'by April 1st', 'April 1st, before his busy season', '4/1',
                               'April first', 'before April 1st', 'by April 1', 'April 1 (before busy season)',
                               'April 1st (before his busy season)', 'April 1, before busy season', '04/01',
                               'April 1st - before busy season', 'April 1 (before his busy season)'])}),
 ("lol he just called to ask if it's 'on the internet yet.' bless him", [], {}),
 ("Oh, also a logo. My friend Priya does freelance design — she quoted $300 for a logo plus business cards.", ['new'],
  {L: None,
   LD: ['Priya', 'my friend Priya', 'Priya (friend)', 'Priya (freelance designer)', 'friend Priya', 'Priya, freelance designer',
        'Priya (my friend)', 'Priya — freelance designer', 'Priya (friend, freelance)', 'Priya, my friend'],
   LQ: usd(300, '$300 for logo + business cards', '$300 (logo + business cards)', '$300 for a logo plus business cards',
           '$300 for logo and business cards', '$300, logo + cards', '$300 logo & business cards', '$300 (logo and business cards)',
           '$300 quote', 'quoted $300', '$300 (logo + cards)', '$300 for logo & business cards', '$300 — logo plus business cards'),
   LI: items(['logo', 'a logo'], ['business cards', 'cards'],
             more=['logo plus business cards', 'logo + business cards', 'a logo plus business cards', 'logo & business cards'])}),
 ("Priya wants the brief by Friday. Colors: navy and orange. And something with a wrench in it.", ['new'],
  {LB: ['Friday', 'by Friday', 'brief by Friday', 'Fri', 'this Friday', 'brief due Friday', 'Friday (brief)', 'due Friday',
        'send brief by Friday', 'by Fri', 'by this Friday'],
   LC: items(NAVY, ORANGE, more=['navy & orange', 'navy + orange', 'navy/orange', 'navy and orange']),
   LX: ['wrench', 'a wrench', 'something with a wrench', 'with a wrench', 'wrench icon', 'something with a wrench in it',
        'include a wrench', 'wrench motif', 'wrench symbol', 'wrench in it', 'has a wrench', 'wrench in the logo',
        'include wrench', 'a wrench in it', 'with a wrench in it', 'wrench imagery', 'wrench graphic', 'features a wrench',
        'logo with a wrench', 'must include a wrench', 'something with a wrench in it']}),
 ("Dad changed his mind on the pages — wants a reviews page too.", ['update'],
  {WPG: items(HOME, SERV, GALL, CONT, REV, more=['home, services, gallery of past jobs, contact, reviews (no blog)',
                                                'home, services, gallery, contact, reviews (no blog)',
                                                'home, services, gallery of past jobs, contact + reviews'])}),
 ("Ugh. Squarespace Business went up, it's $33 a month now. Switching him to Personal, $16.", ['update'],
  {WPN: ['Personal', 'Personal plan', 'the Personal plan', 'Squarespace Personal', 'Squarespace Personal plan',
         'Personal ($16/mo)', 'Personal plan ($16/month)', 'Personal, $16/mo', 'Personal ($16)', 'Personal plan, $16 a month',
         'Personal (Business went up to $33)', 'Personal (not Business)'],
   WPC: usd(16, '$16 a month', '$16/month', '$16/mo', '$16 per month', '$16 monthly', '16 a month', '$16 a month (Personal)',
            '$16/mo (Personal)', '$16/month (Personal plan)', '$16 per month, billed annually', '$16/mo billed annually',
            '$16 a month billed annually', '$16/month (billed annually)')}),
 ("Priya knocked it down to $250 since it's for my dad — and she'll have drafts by the 20th.", ['new', 'update'],
  {LQ: usd(250, '$250 for logo + business cards', '$250 (logo + business cards)', '$250 for a logo plus business cards',
           '$250 for logo and business cards', '$250 (discounted)', '$250, discounted for dad',
           '$250 (family discount)', '$250 (mates rate)', '$250 (for my dad)', '$250 quote', 'quoted $250',
           '$250 (logo + cards)', '$250 (knocked down)'),
   LDR: nth(20, None, None, ['by the 20th', 'drafts by the 20th', '20th', 'the 20th', 'by 20th', 'drafts by 20th',
                             'the 20th (drafts)'])}),
 ("Hmm, go back to the Business plan actually — he'll want the booking form and Personal doesn't have it. $33 it is.",
  ['update'],
  {WPN: BUSI + ['Business ($33/mo)', 'Business plan ($33/month)', 'Business, $33/mo', 'Business ($33)',
                'Business plan, $33 a month', 'Business (for booking form)', 'Business plan (needs booking form)',
                'Business (booking form)', 'Business plan (booking form)', 'back to Business', 'Business again',
                'Business plan again', 'back to the Business plan'],
   WPC: usd(33, '$33 a month', '$33/month', '$33/mo', '$33 per month', '$33 monthly', '33 a month', '$33 a month (Business)',
            '$33/mo (Business)', '$33/month (Business plan)', '$33 per month, billed annually', '$33/mo billed annually',
            '$33 a month billed annually', '$33/month (billed annually)', '$33 it is'),
   WRS: ['booking form', 'needs booking form', 'Personal has no booking form', 'for the booking form', 'he needs the booking form',
         "he'll want the booking form", 'booking form (Personal lacks it)', 'needs the booking form',
         "booking form (Personal doesn't have it)", 'booking form needed', 'needs a booking form', 'wants booking form',
         'booking form not on Personal']}),
 ("Okay, full rundown of both, please.", ['check'], {},
  check(W, L, split={WPG: [HOME, SERV, GALL + ['gallery of past work', 'past work'], CONT, REV], LC: [NAVY, ORANGE]})),
])

# 7 ----------------------------------------------------------------------------------------------------------------
NC = N("noise complaint|complaint|council complaint|noise complaint to council|noise|noise nuisance|noise nuisance complaint",
       "complaint about upstairs|upstairs noise|noise from upstairs|noise from flat above|flat above noise",
       "environmental health|environmental health complaint|council noise complaint|noisy neighbours|noisy neighbour",
       "neighbour noise|neighbour complaint|music complaint|loud music complaint|loud music|noise report|report noise",
       "noise case|complaint to council|noise problem|neighbour noise complaint|upstairs neighbours|statutory nuisance",
       "complain to council|noise complaint council|noise complaint (council)|flat above|noise complaint - upstairs",
       "noise complaint about flat above|noise complaint against upstairs")
MD = N("mediation|community mediation|mediation session|neighbour mediation|mediation with neighbours|calm waters",
       "calm waters mediation|mediation appointment|mediation meeting|mediation with upstairs|mediation with the doyles",
       "mediation with brennans|housing association mediation|mediation service|try mediation|mediation referral",
       "mediation booking|neighbour dispute mediation|mediation sessions|mediation process|mediation (calm waters)",
       "mediation with neighbours upstairs|calm waters session|mediation session with neighbours")
NP = f"{NC}/" + N("problem|issue|complaint details|details|nature of complaint|noise type|what|description|cause|type",
                  "what's happening|nuisance|complaint|noise|about|reason|complaint about|summary|noise details")
NSRC = f"?{NC}/" + N("source|where from|neighbour location|location|flat|which flat|culprit flat|upstairs flat")
NWH = f"?{NC}/" + N("when|times|timing|frequency|how often|hours|nights|schedule|days|when it happens")
NO = f"{NC}/" + N("officer|case officer|contact|handling officer|officer name|who's dealing|dealing with it|assigned to",
                  "caseworker|case worker|handled by|council contact|eh officer|environmental health officer",
                  "council officer|investigating officer|contact person|officer assigned")
NR = f"{NC}/" + N("reference|ref|reference number|ref number|case reference|case ref|case number|case no",
                  "complaint reference|complaint ref|case id|ref no|council reference|council ref|eh ref|eh reference",
                  "complaint number|number|case ref no|reference no")
NDP = f"?{NC}/" + N("department|team|council department|dealt with by|service|section|dept|council team")
NDI = f"{NC}/" + N("diary|noise diary|next step|to do|todo|action|evidence|what she wants|required|requirement|needs",
                   "evidence needed|task|keep diary|diary length|diary period|diary duration|what's needed|requested",
                   "log|noise log|diary required|next steps")
NDC = f"?{NC}/" + N("diary contents|what to record|record|include|contents|details to log|columns|fields|diary details",
                    "log what|what to log|diary fields|entries|what to note|diary should include")
NDS = f"{NC}/" + N("diary started|diary start|started|start date|start|diary start date|began|diary began|started on",
                   "began on|from|diary from|start of diary|commenced|started diary|diary began on|diary start day")
NN = f"{NC}/" + N("neighbours|neighbour|neighbours' name|neighbour name|culprits|culprit|names|upstairs neighbours",
                  "occupants|tenants|residents|people upstairs|noisy neighbours|name|offender|offenders|the neighbours",
                  "party|against|complaint against|responsible|people|who|who upstairs|neighbours upstairs")
NL = f"?{NC}/" + N("landlord|landlord name|owner|owns flat|property owner|landlord upstairs|their landlord|flat owner")
MP = f"{MD}/" + N("provider|service|mediator service|organisation|organization|through|run by|company|mediation service",
                  "agency|via|mediation provider|charity|with|provider name|service provider|mediation company",
                  "org|organisation name")
MC = f"{MD}/" + N("cost|price|fee|how much|charge|costs|payment|free|cost to me|charges|price paid|paid|fees")
MS = f"{MD}/" + N("session|first session|date|when|session date|session time|appointment|meeting|date and time",
                  "datetime|first meeting|scheduled|booked|first appointment|session datetime|next session|when is it",
                  "session when|session date and time")
MT = f"?{MD}/" + N("time|start time|what time|time of day|hour|starts at|at what time|session start")
MV = f"{MD}/" + N("venue|where|location|place|held at|address|meeting place|location of session|session venue",
                  "session location|room|at|where held|venue for session")
MSB = f"?{MD}/" + N("suggested by|referred by|recommended by|suggested|referral|who suggested|proposed by",
                    "idea from|arranged by|referral from|source")
MM = f"{MD}/" + N("mediator|mediator name|mediator's name|mediating|named mediator|facilitator|assigned mediator",
                  "mediator assigned|led by|lead mediator|person")
MA = f"{MD}/" + N("attending|attendance|neighbours attending|doyles attending|who's attending|attendees|coming",
                  "agreed to attend|will attend|participants|parties|other party|neighbours coming|neighbour attendance",
                  "who's coming|status|doyles|other side|participation|agreed|doyles coming|neighbours agreed",
                  "neighbours|neighbour response|their response")
THU20 = nth(20, 'Thursday', None, ['Thursday 20th', 'Thurs 20th', 'Thu 20th'])
TUE25 = nth(25, 'Tuesday', None, ['Tuesday 25th', 'Tues 25th', 'Tue 25th'])
PM6 = ['6pm', '6 pm', '6:00pm', '6:00 pm', '18:00', '6.00pm', '6 p.m.', '6', "6 o'clock", '6.00 pm']
sc('h16_noise', "Held-out 16 (issue 14): a noise complaint about the flat above and mediation with the neighbours", 'A '
   'British, ranting narrative opener with the problem in a clause ("Music till 2 or 3 in the morning"), a case '
   'officer with a reference, a diary requirement listing what to record, a start day, a name given "by the way", a '
   'second task suggested by a third party with a provider, a cost, a date, time and venue in one turn, the name '
   'corrected with the landlord told apart from the tenants, a mediator, a session moved ("same time"), a check on one '
   'slot, the other side agreeing to come, a check on the second task, thanks with nothing to record.', [
 ("Right, I've had enough of the flat above. Music till 2 or 3 in the morning, most weekends. I'm putting in a noise "
  "complaint with the council.", ['new'],
  {NC: None,
   NP: ['loud music till 2 or 3am most weekends', 'music till 2 or 3 in the morning, most weekends', 'music until 2-3am most weekends',
        'loud music until 2 or 3am at weekends', 'music till 2–3am most weekends', 'music until 2 or 3am, most weekends',
        'loud music from flat above till 2-3am weekends', 'music from the flat above till 2 or 3 in the morning most weekends',
        'music till 2 or 3am', 'loud music', 'music till 2 or 3 in the morning', 'loud music late at night, most weekends',
        'music late at night most weekends', 'late-night music most weekends', 'late night music',
        'music from upstairs till 2/3am most weekends', 'music until 2 or 3 am most weekends', 'loud music till 2-3am',
        'loud music from the flat above', 'music from the flat above until 2–3am most weekends',
        'late-night music (till 2 or 3am) most weekends', 'music till 2-3am, most weekends', 'loud music until 2-3am, most weekends',
        'music till 2am or 3am most weekends', 'music until 2am/3am at weekends', 'loud music, 2–3am, weekends', 'music',
        'music from the flat above', 'music till 2 or 3 in the morning most weekends', 'music till 2-3am most weekends',
        'music from flat above till 2 or 3am, most weekends', 'music until 2 or 3 in the morning, most weekends',
        'loud music from the flat above till 2 or 3am most weekends', 'music till 2/3am most weekends',
        'music till 2 or 3am, most weekends', 'music till 2–3am, most weekends', 'late music (till 2-3am), most weekends',
        'music from the flat above, till 2 or 3 in the morning, most weekends', 'loud music till 2 or 3 in the morning'],
   NSRC: ['flat above', 'the flat above', 'upstairs', 'flat upstairs', 'the flat upstairs', 'above', 'upstairs flat'],
   NWH: ['most weekends', 'weekends', 'till 2 or 3am', '2-3am weekends', 'most weekends till 2 or 3am', 'weekend nights',
         'till 2 or 3 in the morning, most weekends', 'late nights at weekends', 'most weekends, till 2 or 3am',
         'till 2 or 3 in the morning', 'most weekends until 2-3am', 'weekends, till 2-3am', 'till 2–3am most weekends']}),
 ("It's environmental health that deal with it — case officer's a Ms Okafor. Reference EH/24/0913.", ['new'],
  {NO: ['Ms Okafor', 'Okafor', 'Ms. Okafor', 'Ms Okafor (environmental health)', 'Ms Okafor, environmental health',
        'Ms Okafor (case officer)', 'Ms Okafor, case officer', 'case officer Ms Okafor', 'Ms Okafor (EH)'],
   NR: reg('EH/24/0913', 'EH 24 0913', 'EH240913', 'EH-24-0913', 'EH/24/913', 'eh/24/0913', 'reference EH/24/0913'),
   NDP: ['environmental health', 'Environmental Health', 'the environmental health team', 'council environmental health',
         'environmental health (council)', 'EH', 'environmental health team', 'environmental health dept']}),
 ("She wants a noise diary for four weeks — dates, times, how loud, how it affected me.", ['new'],
  {NDI: ['noise diary for four weeks', 'noise diary, 4 weeks', 'four weeks', '4 weeks', '4-week noise diary', 'four-week noise diary',
         'keep a noise diary for four weeks', 'noise diary for 4 weeks (dates, times, how loud, effect)',
         'noise diary for four weeks: dates, times, how loud, how it affected me', 'noise diary — 4 weeks', '4 weeks of noise diary',
         '4 week noise diary', 'noise diary (4 weeks)', 'keep noise diary 4 weeks', 'a noise diary for four weeks',
         'four weeks noise diary', 'noise diary for 4 weeks', '4 weeks (dates, times, how loud, effect on me)',
         'noise diary 4 weeks — dates, times, loudness, impact', 'keep a 4-week noise diary', 'keep a noise diary for 4 weeks',
         'noise diary for four weeks (dates, times, how loud, how it affected me)', 'noise diary, four weeks',
         'noise diary (four weeks)', '4 weeks: dates, times, how loud, how it affected me', 'noise diary - 4 weeks',
         'noise diary for 4 weeks: dates, times, how loud, how it affected me', 'noise diary for 4 weeks - dates, times, volume, impact',
         'a four-week noise diary', '4-week diary', 'four-week diary', 'diary for four weeks', 'diary for 4 weeks'],
   NDC: items(['dates', 'date'], ['times', 'time'], ['how loud', 'loudness', 'volume', 'how loud it was'],
              ['how it affected me', 'how it affects me', 'effect on me', 'impact', 'effect', 'impact on me'],
              more=['dates, times, how loud, how it affected me'])}),
 ("Started it on the 12th.", ['new'],
  {NDS: nth(12, None, None, ['12', 'started on the 12th', 'started the 12th', 'from the 12th', 'since the 12th', 'the 12th'])}),
 ("Oh — the people upstairs are called the Brennans, by the way.", ['new'],
  {NN: ['the Brennans', 'Brennans', 'Brennan', 'the Brennan family', 'Brennan family', 'the Brennans (upstairs)',
        'the Brennans, upstairs', 'Brennans (flat above)', 'the Brennans (flat above)', 'Brennans (upstairs)', 'the Brennans upstairs']}),
 ("Also the housing association's suggested mediation before it goes any further. It's free, through Calm Waters "
  "Mediation — first session Thursday 20th, 6pm, at the community centre.", ['new'],
  {MD: None,
   MP: ['Calm Waters Mediation', 'Calm Waters', 'Calm Waters Mediation (free)', 'Calm Waters Mediation service'],
   MC: ['free', 'free of charge', 'no charge', '£0', 'nothing', 'no cost', 'free (through housing association)', 'none', 'zero',
        'free, via housing association', '0', 'Free', 'free (via the housing association)', 'costs nothing'],
   MS: at(THU20, PM6, THU20 + ['first session Thursday 20th, 6pm', 'Thursday 20th, 6pm, community centre',
                               'Thursday 20th at 6pm at the community centre', 'Thursday 20th 6pm (community centre)',
                               'Thursday 20th, 6pm at the community centre']),
   MT: PM6 + ['at 6', 'at 6pm', 'six', "six o'clock", '6 in the evening', '6pm (same time)'],
   MV: ['community centre', 'the community centre', 'community center', 'at the community centre', 'local community centre',
        'the community center', 'community centre (local)', 'Community Centre'],
   MSB: ['housing association', 'the housing association', 'HA', 'housing assoc', 'suggested by the housing association',
         'housing association (suggested)', 'the housing association suggested it']}),
 ("Correction — Brennan's the landlord. The actual tenants upstairs are the Doyles.", ['update'],
  {NN: ['the Doyles', 'Doyles', 'Doyle', 'the Doyle family', 'Doyle family', 'the Doyles (tenants)', 'the Doyles (tenants upstairs)',
        'the Doyles, tenants upstairs', 'Doyles (flat above)', 'the Doyles (landlord Brennan)', 'the Doyles; landlord Brennan',
        'the Doyles (landlord: Brennan)', 'the Doyles (upstairs)', 'the Doyles, upstairs', 'Doyles (tenants)',
        'the Doyles (tenants; Brennan is landlord)', 'the Doyles (tenants), landlord Brennan', 'Doyles (upstairs)',
        'the Doyles (flat above)', 'tenants: the Doyles', 'the Doyles upstairs'],
   NL: ['Brennan', 'Mr Brennan', 'the Brennans', 'Brennans', 'Brennan (landlord)', 'Mr. Brennan', 'Brennan, the landlord']}),
 ("Mediator's called Gareth.", ['new'],
  {MM: ['Gareth', 'Gareth (mediator)', 'mediator Gareth', 'Gareth, mediator', 'Gareth (Calm Waters)']}),
 ("They've moved the session to Tuesday 25th, same time.", ['update'],
  {MS: at(TUE25, PM6, TUE25 + ['Tuesday 25th, same time (6pm)', 'Tuesday 25th, same time', 'Tuesday 25th (same time)',
                               'Tuesday 25th, 6pm, community centre', 'Tuesday 25th at 6pm at the community centre',
                               'Tuesday 25th 6pm (community centre)', 'Tuesday 25th, 6pm at the community centre',
                               'Tuesday 25th at 6pm (moved)', 'moved to Tuesday 25th, 6pm'])}),
 ("Remind me of the council reference?", ['check'], {}, ask(NR)),
 ("The Doyles have agreed to come, which is something.", ['new'],
  {MA: ['the Doyles', 'Doyles', 'the Doyles have agreed to come', 'Doyles agreed to come', 'yes', 'the Doyles agreed',
        'Doyles agreed', 'yes, the Doyles', 'Doyles attending', 'the Doyles (agreed)', 'Doyles coming', 'agreed', 'yes (Doyles agreed)',
        'the Doyles are coming', 'Doyles have agreed', 'Doyles will attend', 'the Doyles will come', 'me and the Doyles',
        'the Doyles and me', 'me, the Doyles', 'both parties', 'both sides', 'confirmed', 'the Doyles agreed to come',
        'Doyles agreed to attend', 'the Doyles have agreed to attend', 'Doyles: agreed to come', 'Doyles confirmed',
        'the Doyles (agreed to come)', 'Doyles - agreed', 'yes - the Doyles have agreed to come', 'Doyles are coming']}),
 ("What's the state of play on the mediation?", ['check'], {}, check(MD)),
 ("Cheers, you've been a star.", [], {}),
])

# 8 ----------------------------------------------------------------------------------------------------------------
S = N("season ticket|annual season ticket|season ticket renewal|renew season ticket|renewing season ticket",
      "train season ticket|rail season ticket|annual season ticket renewal|renew annual season ticket|season",
      "season ticket reading to paddington|reading paddington season ticket|reading to paddington|train ticket",
      "annual ticket|rail ticket|commuter ticket|season ticket renew|renewal|ticket renewal|annual train ticket",
      "season ticket loan|annual pass|rail pass|travel card|travelcard|annual travelcard|season ticket with travelcard",
      "renew ticket|commute ticket|season tkt|annual season ticket (reading-paddington)|season ticket (reading to paddington)",
      "renew my season ticket|renew train season ticket|season ticket renewal (reading-paddington)")
R = N("delay repay|delay repay claim|delay claim|claim delay repay|compensation claim|delay compensation|gwr delay repay",
      "gwr claim|train delay claim|delay repay for 07:42|cancelled train claim|07:42 claim|claim|delay refund",
      "train delay compensation|cancelled train|cancellation claim|train compensation|delay repay gwr|claim compensation",
      "refund claim|train claim|rail delay claim|07:42 cancellation|0742 delay repay|delay|late train claim|delayed train",
      "compensation|gwr compensation|claim for delay|delay repay (07:42)|delay repay claim (gwr)|cancelled 07:42 claim",
      "delay repay for cancelled train|delay repay - 07:42")
SR = f"{S}/" + N("route|journey|from to|stations|between|line|trip|route from to|commute|journey route",
                 "origin destination|zones|from and to|from-to|stations covered|origin and destination")
SE = f"{S}/" + N("expiry|expires|expiry date|runs out|ends|end date|valid until|expiring|expire|current expires",
                 "current ticket expires|current expiry|runs out on|renewal date|due date|end|expiry of current",
                 "current one expires|ticket expires|valid to|until|run out|expires on|renew by|renewal due")
SP = f"{S}/" + N("price|cost|renewal price|renewal cost|how much|fee|amount|annual cost|new price|price this year",
                 "cost this year|ticket price|renewal fee|total|charge|annual price|ticket cost|season ticket price",
                 "season ticket cost|price (this year)|this year's price")
SLY = f"?{S}/" + N("last year|previous price|last year's price|old price|was|last year price|previous cost|previously",
                   "prior price|last year's cost|price last year|up from|increase|price rise")
SPAY = f"{S}/" + N("payment|paying|how paying|payment method|paid by|funding|how to pay|pay via|pay with|pay through",
                   "method|paying via|paying for it|finance|financing|loan|payment route|paid via|how paid",
                   "paid through|funded by|buy with|purchase via|season ticket loan|payment plan")
SC = f"{S}/" + N("contact|form to|send form to|payroll contact|hr contact|form goes to|send to|hr|payroll|person",
                 "contact person|give form to|who to send to|handled by|forms to|form recipient|submit to|loan contact",
                 "who|form")
SD = f"{S}/" + N("loan deadline|approval deadline|approve by|deadline|needed by|loan needed by|need by|loan by",
                 "approval by|approval needed by|approve before|deadline for loan|loan approval deadline|before|by",
                 "loan due|due by|loan approval by|approval due|loan approved by|get loan approved by")
SM = f"{S}/" + N("line manager|manager|approver|approval|sign off|signoff|sign-off|authoriser|authorizer",
                 "needs approval from|signed off by|first step|via|goes through|manager approval|needs sign off from",
                 "authorisation|authorised by|boss|line manager approval|sign off by|manager sign off|to approve",
                 "approved by|first approval|goes via")
STY = f"?{S}/" + N("ticket type|type|includes|zones included|with tube|tube|tube included|ticket|product|inc|including",
                   "variant|option|tube access|travelcard included")
RT = f"{R}/" + N("train|service|which train|train time|departure|cancelled train|journey|cancelled service|train service",
                 "the train|departure time|service time|which service|affected train|affected service|train cancelled",
                 "cancelled|trains|train details")
RD = f"{R}/" + N("delay|how late|delay length|minutes late|late|delayed by|length of delay|delay time|time late",
                 "lateness|late by|how long|total delay|delay duration|arrived late|late into work|delay (minutes)")
RWN = f"?{R}/" + N("date|when|day|date of journey|journey date|travel date|date of delay|when delayed|on|when it happened")
RO = f"{R}/" + N("operator|train operator|company|train company|rail company|operating company|toc|claim with",
                 "claim to|provider|operated by|carrier|franchise|with|who|line|train operating company")
RDL = f"{R}/" + N("deadline|claim deadline|submit by|claim by|time limit|within|claim within|window|claim window",
                  "due|due by|limit|time to claim|deadline to claim|must claim within|claim period|submit within",
                  "expires|claim time limit|by when")
RR = f"{R}/" + N("reference|ref|claim ref|claim reference|reference number|ref number|claim number|claim no|claim id",
                 "number|case number|confirmation|confirmation number|ref no|id|delay repay ref|delay repay reference",
                 "submission ref|tracking number|claim ref number")
RST = f"?{R}/" + N("status|claim status|submitted|progress|stage|state|done|status of claim|outcome")
RC = f"{R}/" + N("compensation|payout|refund|amount|compensation amount|paid|paying|award|amount paid|payment",
                 "amount awarded|refund amount|result|paid out|how much|amount back|repaid|money back",
                 "what they're paying|settlement|value|sum|compensation paid")
RPT = f"?{R}/" + N("paid to|method|refund method|refund to|payment method|paid how|how paid|paid via|to|back to",
                   "refund route|via|paid into|payment to|refunded to")
SUBM = ['submitted', 'claim submitted', 'done', 'sent', 'in', 'lodged', 'filed', 'made', 'submitted (DR-8830417)',
        'Submitted', 'submitted online', 'claimed', 'claim made']
sc('h16_season', 'Held-out 16 (issue 14): renewing a rail season ticket through a work loan and a Delay Repay claim',
   'A British, terse commuter opener with an expiry and a route in fragments, a price with last year\'s in a grumble, a '
   'work loan with a payroll contact, an approval deadline, a second task begun "Separately" with a train, a delay in '
   'words ("an hour and ten") and the intent to claim, an operator and a time limit in fragments, a submission with a '
   'reference, an approver added on a colleague\'s word, the price corrected ("I\'d looked at the one without the '
   'Tube"), a check on one slot, compensation paid back to a card, the time limit dropped as moot, a check over both.', [
 ("Annual season ticket runs out on the 28th. Reading to Paddington.", ['new'],
  {S: None,
   SR: ['Reading to Paddington', 'Reading - Paddington', 'Reading–Paddington', 'Reading to London Paddington', 'Reading-Paddington',
        'Reading > Paddington', 'Reading to Paddington (London)', 'Reading → Paddington', 'Reading/Paddington', 'Reading to London',
        'Reading and Paddington', 'Reading – Paddington', 'Reading to Paddington station', 'Reading <> Paddington'],
   SE: nth(28, None, None, ['28', 'runs out on the 28th', 'expires on the 28th', 'expires 28th', 'runs out the 28th',
                            'on the 28th', 'expires the 28th'])}),
 ("Renewal's £5,476 this year. Up from £5,220 — daylight robbery.", ['new'],
  {SP: gbp(5476, '£5,476 this year', '£5,476 (up from £5,220)', '£5,476, up from £5,220', '£5,476 (last year £5,220)',
           '£5,476 a year', '£5,476/year', '£5,476 per year', '£5476 this year', '£5,476 (was £5,220)',
           '£5,476 (£5,220 last year)', '£5,476 renewal', '£5,476 (renewal)'),
   SLY: gbp(5220, '£5,220 last year', 'up from £5,220', '£5,220 (last year)', 'was £5,220')}),
 ("Work does a season ticket loan, so I'll go through HR — form goes to Linda in payroll.", ['new'],
  {SPAY: ['season ticket loan', 'work season ticket loan', 'season ticket loan through work', 'season ticket loan via HR',
          'work loan', 'loan from work', 'season ticket loan (work)', 'season ticket loan through HR', 'interest-free loan from work',
          'loan via HR', "work's season ticket loan", 'season ticket loan via work', 'employer loan', 'employer season ticket loan',
          'loan through work', 'season ticket loan from work', 'season ticket loan — via HR', 'loan', 'work season ticket loan (HR)',
          'season ticket loan (via HR, Linda in payroll)', 'season ticket loan through work (HR)', 'via HR (season ticket loan)',
          'season ticket loan through HR (Linda in payroll)', 'work season ticket loan via HR', 'HR season ticket loan',
          'season ticket loan from work, via HR', 'season ticket loan via HR / Linda in payroll', 'through work (season ticket loan)'],
   SC: ['Linda', 'Linda in payroll', 'Linda (payroll)', 'Linda, payroll', 'Linda in Payroll', 'Linda from payroll', 'payroll (Linda)',
        'HR / Linda in payroll', 'Linda, HR payroll', 'Linda (HR/payroll)', 'Linda (payroll, HR)', 'Linda - payroll',
        'Linda in payroll (HR)', 'HR - Linda in payroll', 'Linda (in payroll)']}),
 ("Need the loan approved before the 21st so I can buy it in time.", ['new'],
  {SD: nth(21, None, None, ['before the 21st', 'by the 21st', 'approved before the 21st', 'loan approved before the 21st',
                            'before 21st', 'by 21st', '21', 'approve before the 21st', 'needs approving before the 21st',
                            'loan approval before the 21st', 'before the 21st (to buy in time)'])}),
 ("Separately — yesterday's 07:42 got cancelled and I was an hour and ten late into work. Going to claim Delay Repay.",
  ['new'],
  {R: None,
   RT: ['07:42', '0742', '7:42', '07.42', 'the 07:42', '7.42', '07:42 yesterday', "yesterday's 07:42", 'the 07:42 (cancelled)',
        '07:42 (cancelled)', '07:42, cancelled', '07:42 yesterday (cancelled)', 'cancelled 07:42', 'the 07:42, yesterday',
        '07:42 service', '07:42 train', '7:42am', '7:42 am', '07:42 Reading to Paddington', 'yesterday 07:42', '07:42 (yesterday)',
        "yesterday's 07:42 (cancelled)", '07:42 cancelled', 'the 07:42 yesterday', '07:42 - cancelled', '07:42 (cancelled yesterday)',
        '07:42 yesterday, cancelled', 'cancelled 07:42 yesterday', '7:42 (cancelled)', 'the 07:42 train'],
   RD: ['1 hour 10 minutes', '1h10', '1hr 10', '1 hr 10 mins', 'an hour and ten minutes', 'an hour and ten', '70 minutes', '70 mins',
        '1h 10m', '1:10', '1 hour 10 mins', '70 min', '1hr10', 'one hour ten minutes', '1 hour and 10 minutes', 'an hour and 10 minutes',
        '1hr 10min', '1 h 10 min', '1 hour 10', 'an hour ten', '70 minutes late', '1h10m', '1hr 10 mins', '1 hr 10 min',
        '1 hour, 10 minutes', '1hr10m', 'an hour and ten late', 'an hour and ten minutes late', '1 hour 10 mins late',
        '1hr 10 late', '1h10 late', '70 mins late', '1 hour 10 minutes late', 'an hour and 10 mins', '1 hr 10 minutes',
        '1 hour 10 min', 'one hour and ten minutes', '1hr 10m', '1 hour and ten minutes'],
   RWN: ['yesterday', 'Yesterday']}),
 ("GWR. Claim has to go in within 28 days.", ['new'],
  {RO: ['GWR', 'Great Western Railway', 'Great Western', 'GWR (Great Western Railway)', 'Great Western Railway (GWR)'],
   RDL: ['within 28 days', '28 days', '28-day', '28 day limit', 'within 28 days of the journey', '28 days from journey',
         '28 days from the journey', '28-day deadline', 'in 28 days', 'within 28 days (of journey)', '28 days of the delay',
         '28 days after', 'within twenty-eight days', '28 days (from journey)', '28-day limit', '28 day window', '28-day window',
         'within 28 days of travel', '28 days from travel', 'claim within 28 days', 'must claim within 28 days',
         '28 days of journey', 'within 28 days of the delay', '28 days max', 'within 28 days of journey']}),
 ("Submitted it. Claim ref DR-8830417.", ['new'],
  {RR: reg('DR-8830417', 'DR8830417', 'DR 8830417', '8830417', 'claim ref DR-8830417', 'dr-8830417'),
   RST: SUBM}),
 ("Linda says it has to go through my line manager first, so that's Sanjay.", ['new'],
  {SM: ['Sanjay', 'Sanjay (line manager)', 'my line manager Sanjay', 'Sanjay, line manager', 'line manager (Sanjay)',
        'via line manager Sanjay', 'through my line manager, Sanjay', 'goes via line manager Sanjay first', 'line manager Sanjay first',
        'Sanjay first', 'line manager Sanjay', 'Sanjay — line manager', 'needs line manager (Sanjay) approval', 'Sanjay to sign off first',
        'Sanjay signs off first', 'line manager Sanjay to approve first', 'Sanjay (line manager) first', 'Sanjay, my line manager',
        'line manager (Sanjay) first', 'through line manager Sanjay first', 'line manager first (Sanjay)', 'Sanjay (my line manager)',
        'approval from Sanjay (line manager)', 'Sanjay (line manager) to sign off', 'line manager, Sanjay']}),
 ("Scratch that price — I'd looked at the one without the Tube. With Travelcard it's £5,612.", ['update'],
  {SP: gbp(5612, '£5,612 with Travelcard', '£5,612 (with Travelcard)', '£5,612 including Travelcard', '£5,612 inc Travelcard',
           '£5,612 incl. Travelcard', '£5,612 (inc Tube)', '£5,612 with Tube', '£5,612 (Travelcard)', '£5,612 including the Tube',
           '£5,612 with the Tube', '£5,612 a year', '£5,612 per year', '£5,612 (with Tube)', '£5,612 (including Travelcard)',
           '£5,612 (Travelcard included)', '£5,612 inc. Travelcard', '£5,612 (with Travelcard, up from £5,220)',
           '£5,612 (incl. Tube)', '£5,612 w/ Travelcard', '£5,612 with Travelcard (up from £5,220)', '£5,612 this year'),
   STY: ['with Travelcard', 'Travelcard', 'including Travelcard', 'includes Tube', 'with Tube', 'with the Tube',
         'Travelcard (Tube included)', 'season ticket with Travelcard', 'inc Travelcard', 'yes', 'Tube included', 'incl Tube',
         'includes the Tube', 'including the Tube', 'annual with Travelcard', 'with Travelcard (includes Tube)',
         'Reading to London Terminals + Travelcard', 'Travelcard (includes Tube)', 'annual season ticket with Travelcard']}),
 ("When does the current one run out?", ['check'], {}, ask(SE)),
 ("GWR came back — they're paying £31.40, straight back to my card.", ['new'],
  {RC: gbp('31.40', '£31.4', '31.4', '£31.40 to my card', '£31.40 back to my card', '£31.40, straight to card', '£31.40 (to card)',
           '£31.40 refunded to card', '£31.40 paid to card', '£31.40 compensation', '£31.40 (back to card)',
           '£31.40 straight back to my card', '£31.40, back to my card', '£31.40 (paid to card)', '£31.40 paid',
           '£31.40 (straight back to my card)', '£31.40 to card', '£31.40 – back to card'),
   RPT: ['card', 'my card', 'back to my card', 'straight to my card', 'to my card', 'original card', 'card refund', 'bank card',
         'debit card', 'back to card', 'straight back to my card', 'to card', 'refunded to card', 'paid to card', 'card (refund)'],
   RST: SUBM + ['paid', 'approved', 'accepted', 'settled', 'paid out', 'compensation paid', 'successful', 'complete', 'completed',
                'resolved', 'closed', 'approved, paid', 'approved (£31.40)', 'paid (£31.40)', 'approved - paying £31.40',
                'approved and paid', 'paid to card', 'accepted, £31.40']}),
 ("You can drop the 28-day thing now, it's paid.", ['update'], {RDL: 'DEL'}),
 ("Give me the lot.", ['check'], {}, check(S, R)),
])

# 9 ----------------------------------------------------------------------------------------------------------------
K = N("scarecrow|scarecrow festival|scarecrow entry|scarecrow festival entry|little bassett scarecrow festival",
      "scarecrow competition|enter scarecrow festival|entering scarecrow festival|our scarecrow|scarecrow for the festival",
      "scarecrow for little bassett|the scarecrow|make scarecrow|making a scarecrow|scarecrow making|scarecrow trail",
      "scarecrow project|village scarecrow festival|scarecrow contest|festival entry|entry|scarecrow entry little bassett",
      "little bassett scarecrow|family scarecrow|kids' scarecrow|scarecrow build|building scarecrow|the festival|festival",
      "little bassett scarecrow festival entry|scarecrow festival (little bassett)|scarecrow (little bassett)",
      "enter the scarecrow festival|scarecrow festival 2025")
V = N("marshalling|marshal|marshal shift|marshalling shift|car park marshal|car park marshalling|marshalling on sunday",
      "sunday marshalling|volunteer marshal|volunteering|marshalling at festival|festival marshalling",
      "scarecrow festival marshalling|marshal duty|marshal at scarecrow festival|car park duty|car park volunteering",
      "parking marshal|marshalling the car park|cricket ground car park|volunteer shift|car park|marshalling duty",
      "stewarding|car park steward|steward|sunday shift|volunteering sunday|helping out sunday|festival volunteering",
      "marshalling volunteer|marshalling (sunday)|car park marshalling (sunday)|marshal (car park)|marshalling at the festival")
KT = f"{K}/" + N("theme|festival theme|this year's theme|themes|topic|category|theme this year|year's theme")
KF = f"?{K}/" + N("festival name|event|which festival|village|location|event name|where")
KD = f"{K}/" + N("design|character|idea|scarecrow|what|costume|concept|our scarecrow|choice|scarecrow design",
                 "subject|plan|which character|chosen character|entry idea|scarecrow idea|theme choice|character choice",
                 "figure|scarecrow character|dressed as|what we're making|scene|our entry|fairy tale|chosen",
                 "fairy tale character|story|which fairy tale")
KV = f"?{K}/" + N("voted by|chosen by|decided by|picked by|who chose|idea from|vote|kids' vote")
KE = f"{K}/" + N("entry fee|fee|cost|price|how much|entry cost|entry price|charge|to enter|amount|entrance fee",
                 "registration fee|cost to enter|fee to enter")
KL = f"{K}/" + N("form deadline|deadline|entry deadline|forms by|forms due|form due|closing date|enter by|entry by|due",
                 "due by|submit by|by|return form by|form by|entries close|form deadline date|forms deadline",
                 "entry form deadline|send form by|hand in by|last date|cut off|cutoff|entry form due")
KS = f"{K}/" + N("form to|forms to|submit to|hand in to|give form to|send form to|return to|where to send|who to",
                 "entries to|form goes to|post office|forms go to|return forms to|send to|organiser|organizer|contact",
                 "drop off|drop form at|hand form to|entry form to|submit form to")
KW = f"{K}/" + N("dates|festival dates|when|date|weekend|festival weekend|festival date|on|event dates|when is it",
                 "runs|held on|festival when|festival on|festival days")
KJ = f"{K}/" + N("judging|judging time|judged|judging day|when judged|judging date|judging when|judges|judged on",
                 "judging on|judging slot|judging takes place|judging is")
KM = f"{K}/" + N("straw|materials|materials needed|need|needs|supplies|what we need|shopping list|to get",
                 "items needed|stuff needed|equipment|bales|hay|things needed|materials list|supply|requirements",
                 "to collect|straw bales|need to get")
KMS = f"?{K}/" + N("straw from|source|supplier|from|getting from|where from|provided by|given by|donor|donated by",
                   "source of straw|straw source|straw supplier|who from|straw donor")
KMC = f"?{K}/" + N("straw cost|cost of straw|straw price|price of straw")
VD = f"{V}/" + N("day|date|when|which day|shift day|marshal day|marshalling day|date of shift|shift date",
                 "day of shift|sunday|on|which date")
VL = f"{V}/" + N("location|where|place|post|position|area|site|spot|station|duty|role|job|assignment",
                 "marshal location|marshalling location|at|venue|car park|where marshalling|posted at|task")
VT = f"{V}/" + N("time|times|hours|shift|shift time|shift times|from to|shift hours|when shift|what time|time slot",
                 "slot|timing|hours of shift|shift length|marshalling hours|duty hours|time of shift|marshal hours")
VB = f"?{V}/" + N("roped in by|asked by|organiser|organizer|coordinator|contact|who asked|arranged by|who",
                  "set up by|volunteered by|recruited by|signed up by|via")
VM = f"{V}/" + N("meet|meeting point|meet at|meeting time|meet time|meeting place|report to|report at|rendezvous",
                 "arrive|arrival|where to meet|when to meet|muster|check in|meet point|arrive by|start point|meeting",
                 "report time|meet where|meet when|briefing|start")
VBR = f"?{V}/" + N("bring|to bring|what to bring|take|pack|remember|bring along|items|need to bring|bring with",
                   "things to bring|flask")
VH = f"?{V}/" + N("hi-vis|hi vis|high vis|hi-viz|provided|supplied|equipment|gear|uniform|hivis|vest|clothing",
                  "kit provided|what's provided|kit")
RRH = ['Little Red Riding Hood', 'Red Riding Hood', "Little Red Riding Hood with the wolf in Grandma's nightie",
       "Little Red Riding Hood and the wolf in Grandma's nightie", "Little Red Riding Hood (wolf in Grandma's nightie)",
       "Red Riding Hood with the wolf in Grandma's nightie", "Red Riding Hood + wolf in Grandma's nightie",
       "Little Red Riding Hood + wolf in Grandma's nightie", "Little Red Riding Hood, with the wolf in Grandma's nightie",
       "Little Red Riding Hood & the wolf (in Grandma's nightie)", 'Little Red Riding Hood and the wolf',
       'Red Riding Hood and the wolf', 'Little Red Riding Hood and wolf', "Little Red Riding Hood with wolf in grandma nightie",
       "Red Riding Hood (wolf in Grandma's nightie)", "Little Red Riding Hood, wolf in Grandma's nightie",
       "Little Red Riding Hood with the wolf dressed in Grandma's nightie", "Red Riding Hood and the wolf in Grandma's nightie",
       'LRRH', "Little Red Riding Hood, with the wolf in Grandma's nightie on", "Little Red Riding Hood (with the wolf in Grandma's nightie)",
       "Little Red Riding Hood – wolf in Grandma's nightie", "Little Red Riding Hood, plus the wolf in Grandma's nightie",
       "Little Red Riding Hood with the wolf wearing Grandma's nightie", "Little Red Riding Hood (and the wolf in Grandma's nightie)",
       "Little Red Riding Hood & wolf in Grandma's nightie", 'Little Red Riding Hood & the wolf', 'Red Riding Hood & the wolf',
       "Little Red Riding Hood with the wolf in Granny's nightie", "Little Red Riding Hood with the wolf in grandma's nightie"]
sc('h16_scarecrow', 'Held-out 16 (issue 14): a family scarecrow for a village festival and a marshalling shift', 'A '
   'British, chatty opener with a festival and its theme, the children\'s vote with a descriptive detail, a fee as '
   '"a fiver" with a person, a place and a deadline, the festival dates and judging time, materials given free by a '
   'named person, a second task begun "as well" with a day, a place and a time window, the design changed on a '
   'child\'s word, the shift moved, a check on one slot, the design change undone ("changed his mind back"), a meeting '
   'point and time with what to bring, a check on the second task, a check over both.', [
 ("We're doing a scarecrow for the Little Bassett scarecrow festival this year! Theme's fairy tales.", ['new'],
  {K: None,
   KT: ['fairy tales', 'fairy tale', 'fairytales', 'fairytale', 'fairy stories', 'Fairy Tales', 'fairy-tales', 'fairy-tale'],
   KF: ['Little Bassett scarecrow festival', 'Little Bassett', 'Little Bassett Scarecrow Festival', 'the Little Bassett scarecrow festival',
        'Little Bassett scarecrow festival (this year)']}),
 ("Kids have voted — Little Red Riding Hood, with the wolf in Grandma's nightie.", ['new'],
  {KD: RRH,
   KV: ['the kids', 'kids', 'kids voted', 'the kids (voted)', "kids' vote", 'voted by the kids', 'the kids voted', 'children']}),
 ("Entry's a fiver — forms to Sheila at the post office by the 30th.", ['new'],
  {KE: gbp(5, 'a fiver', 'fiver', '£5 entry', 'five pounds', '£5 per entry', '£5 entry fee', '£5 (a fiver)'),
   KL: nth(30, None, None, ['30', 'by the 30th', 'by 30th', 'forms by the 30th', 'forms to Sheila by the 30th', 'the 30th',
                            'form by the 30th', 'entry by the 30th']),
   KS: ['Sheila at the post office', 'Sheila', 'Sheila (post office)', 'Sheila, post office', 'the post office', 'post office (Sheila)',
        'Sheila at the Post Office', 'Sheila at post office', 'Sheila – post office', 'Sheila (at the post office)',
        'Sheila, at the post office', 'post office', 'Sheila - post office', 'Sheila at the post office by the 30th']}),
 ("Festival weekend's 14th and 15th June, judging on the Saturday afternoon.", ['new'],
  {KW: ['14th and 15th June', '14–15 June', '14-15 June', '14th-15th June', 'June 14-15', 'June 14th and 15th', '14th & 15th June',
        '14 and 15 June', '14/15 June', 'Sat 14th and Sun 15th June', 'Saturday 14th and Sunday 15th June', '14th–15th June',
        'the 14th and 15th of June', 'June 14 and 15', 'weekend of 14th-15th June', '14 & 15 June', '14th/15th June',
        'weekend of 14 June', '14th and 15th', '14-15 Jun', '14–15 Jun', 'June 14–15', 'Saturday and Sunday 14th and 15th June',
        '14th & 15th', '14–15th June', '14-15th June', 'Sat 14 – Sun 15 June', 'Sat 14th - Sun 15th June',
        'weekend of the 14th and 15th June', '14th and 15th of June', '14 - 15 June', '14 to 15 June', '14th to 15th June',
        'Sat 14th & Sun 15th June', '14th-15th June (weekend)', '14th and 15th June (weekend)'],
   KJ: ['Saturday afternoon', 'Sat afternoon', 'Saturday pm', 'Saturday 14th afternoon', 'Saturday 14th June afternoon',
        'the Saturday afternoon', 'Saturday afternoon (14th)', 'Sat 14th pm', 'Sat 14th afternoon', 'on the Saturday afternoon',
        'Saturday', 'Saturday 14 June, afternoon', 'Saturday 14th June, afternoon', 'Sat pm', 'Saturday afternoon, 14th June',
        'Saturday afternoon (14th June)', 'Saturday p.m.', 'Sat 14 June, afternoon', 'afternoon of Saturday 14th']}),
 ("We'll need two bales of straw — Dave at the garden centre's letting us have them for free.", ['new'],
  {KM: ['two bales of straw', '2 bales of straw', 'two bales of straw (free from Dave at the garden centre)', '2 bales straw',
        'two straw bales', '2 straw bales', 'straw, two bales', 'straw', '2 bales', 'two bales', '2 bales of straw from Dave (free)',
        'two bales of straw from Dave at the garden centre, free', '2 bales of straw, free from Dave',
        'two bales of straw (Dave, garden centre, free)', '2 bales of straw (free, Dave at garden centre)', 'straw x2 bales',
        'two bales of straw — free from Dave', '2 bales straw (free from garden centre)', '2x bales of straw', 'straw (2 bales)',
        'straw (two bales)', '2 bales of straw (free from Dave)', 'two bales of straw (free from Dave)', '2 x straw bales',
        '2 bales of straw (Dave at the garden centre, free)', 'two bales of straw, free from Dave at the garden centre',
        '2 bales of straw - free from Dave at the garden centre', 'two bales of straw (free)', '2 bales of straw (free)'],
   KMS: ['Dave at the garden centre', 'Dave', 'Dave (garden centre)', 'the garden centre', 'garden centre', 'Dave, garden centre',
         'Dave at garden centre (free)', 'Dave at the garden centre, free', 'garden centre (Dave)', 'Dave at the garden centre (free)',
         'Dave (garden centre), free', 'from Dave at the garden centre'],
   KMC: ['free', 'free of charge', 'nothing', '£0', 'no charge', 'Free', 'free (from Dave)']}),
 ("Sheila's roped me into marshalling on the Sunday as well. Car park at the cricket ground, 10 till 2.", ['new'],
  {V: None,
   VD: ['Sunday', 'Sunday 15th June', 'Sun', 'Sunday 15th', 'Sunday 15 June', 'Sun 15th June', 'the Sunday', 'Sunday the 15th',
        'Sunday (15th June)', '15th June', '15 June', 'Sun 15 June', 'on the Sunday', 'Sun 15th', 'Sunday (15th)', 'June 15',
        'Sunday June 15', 'Sunday of the festival', 'festival Sunday'],
   VL: ['car park at the cricket ground', 'cricket ground car park', 'the car park at the cricket ground', 'car park, cricket ground',
        'cricket ground', 'car park', 'car park (cricket ground)', 'the cricket ground car park', 'car parking at the cricket ground',
        'car park duty at the cricket ground', 'the car park, cricket ground', 'cricket club car park', 'car park at cricket ground',
        'car park – cricket ground', 'car park marshal, cricket ground', 'cricket ground (car park)', 'car park, the cricket ground',
        'car park at the cricket ground, 10 till 2'],
   VT: window(10, 2, 'am', 'pm', ['10am–2pm (Sunday)', '10 till 2 on Sunday', '10-2 Sunday', 'Sunday 10-2', 'Sunday 10am-2pm',
                                  '10:00-14:00 Sunday']),
   VB: ['Sheila', 'Sheila (post office)', 'Sheila roped me in', 'Sheila at the post office', 'roped in by Sheila']}),
 ("Change of plan — the kids now want Rapunzel. Ollie says the wolf's too scary for the little ones.", ['update'],
  {KD: ['Rapunzel', 'Rapunzel (wolf too scary)', 'Rapunzel instead', 'Rapunzel, not Red Riding Hood', 'Rapunzel (changed)',
        "Rapunzel – Ollie thinks wolf too scary", 'Rapunzel (wolf too scary for little ones)', 'Rapunzel (instead of Red Riding Hood)',
        "Rapunzel (Ollie: wolf too scary)", 'Rapunzel (the wolf is too scary)', 'Rapunzel (not Red Riding Hood)']}),
 ("Sheila's moved me to the morning — 8 till 12 now.", ['update'],
  {VT: window(8, 12, 'am', 'pm', ['8am–12pm (Sunday)', '8 till 12 on Sunday', '8-12 Sunday', 'Sunday 8-12', 'Sunday 8am-12pm',
                                  '08:00-12:00 Sunday', '8 till 12 (morning)', '8-12 (morning)', 'morning, 8 till 12',
                                  'morning (8-12)', 'morning, 8am-12pm', '8am–midday', '8am to midday', '8 to midday'])}),
 ("What did I say the entry deadline was?", ['check'], {}, ask(KL)),
 ("Oh for goodness' sake. Ollie's changed his mind back — Red Riding Hood it is after all.", ['update'],
  {KD: RRH}),
 ("Hi-vis provided, just bring a flask. Meet at the cricket pavilion at quarter to 8.", ['new'],
  {VM: ['cricket pavilion at quarter to 8', 'quarter to 8 at the cricket pavilion', '7:45 at the cricket pavilion', 'cricket pavilion, 7:45',
        'cricket pavilion 7:45am', '7:45am, cricket pavilion', 'the cricket pavilion at 7:45', 'cricket pavilion, quarter to 8',
        '7.45 at the cricket pavilion', '7:45 cricket pavilion', 'cricket pavilion at 7:45', 'pavilion at 7:45', '7:45 at the pavilion',
        'quarter to eight at the cricket pavilion', 'cricket pavilion at 7:45am', '7:45am at cricket pavilion', 'cricket pavilion (7:45)',
        'cricket pavilion, 7.45am', 'at the cricket pavilion at quarter to 8', '7:45', 'quarter to 8', 'cricket pavilion',
        'the cricket pavilion', '07:45 at the cricket pavilion', 'cricket pavilion 07:45', '7:45am', '7.45am', '7.45', 'quarter to eight',
        '7:45 am', 'cricket pavilion, 7:45am', 'the cricket pavilion, quarter to 8', 'cricket pavilion (quarter to 8)',
        '7:45am at the cricket pavilion', 'cricket pavilion 7.45', '7.45am at the cricket pavilion', 'quarter to 8, cricket pavilion',
        '7:45, cricket pavilion', 'at the cricket pavilion, 7:45'],
   VBR: ['flask', 'a flask', 'bring a flask', 'just a flask', 'flask (hi-vis provided)', 'just bring a flask', 'a flask of tea',
         'flask only', 'Flask'],
   VH: ['provided', 'hi-vis provided', 'yes, provided', 'supplied', 'hi-vis', 'they provide', 'given on the day', 'hi-vis (provided)',
        'yes', 'Provided', 'hi vis provided', 'hi-vis supplied', 'hi-vis vest provided']}),
 ("What have I got down for the marshalling?", ['check'], {}, check(V)),
 ("And everything overall, please.", ['check'], {}, check(K, V)),
])

# 10 ---------------------------------------------------------------------------------------------------------------
FF = N("fafsa|fafsa application|marcus's fafsa|marcus fafsa|fafsa for marcus|financial aid|financial aid application",
       "federal aid|federal student aid|student aid|fafsa form|fafsa filing|file fafsa|filing fafsa|complete fafsa",
       "fafsa submission|college financial aid|free application for federal student aid|aid application",
       "student financial aid|college aid|fafsa with marcus|help marcus with fafsa|helping marcus with fafsa|fafsa app",
       "federal financial aid|marcus's financial aid|fafsa (marcus)|financial aid (fafsa)|fafsa 2025-26|fafsa 2025")
RS = N("rotary scholarship|rotary club scholarship|scholarship|rotary|rotary club|rotary scholarship application",
       "scholarship application|rotary club scholarship application|apply for rotary scholarship|rotary essay",
       "scholarship essay|rotary club essay|community service scholarship|marcus's scholarship|rotary application",
       "local scholarship|rotary award|rotary grant|apply rotary scholarship|the rotary one|rotary scholarship essay",
       "rotary club scholarship (marcus)|scholarship (rotary club)|rotary scholarship for marcus")
FDL = f"{FF}/" + N("deadline|due|due date|state deadline|due by|deadline date|submit by|file by|by|priority deadline",
                   "state priority deadline|closing date|last day|cutoff|cut-off|date due|deadline for state",
                   "fafsa deadline|when due|state due date|deadline (state)")
FFO = f"?{FF}/" + N("for|student|applicant|whose|for whom|child|son|student name|name|who for")
FID = f"{FF}/" + N("fsa id|fsa ids|fsa id status|fsa accounts|accounts|ids|fsa|fsa id done|status fsa id",
                   "studentaid account|account status|account|fsa account|fsa ids status|ids status|fsa id (status)")
FEM = f"{FF}/" + N("email|his email|fsa email|account email|email address|marcus email|student email|login email",
                   "fsa id email|username|user name|login|email used|his fsa email|marcus's email|e-mail",
                   "student fsa id email|marcus fsa id")
FDC = f"{FF}/" + N("documents|docs|documents needed|paperwork|need|needed|what we need|required documents|docs needed",
                   "forms needed|papers|to gather|materials|gather|requirements|documents required|what's needed",
                   "need to find|items needed|records|forms|required docs|documents to gather|docs to gather")
FWH = f"?{FF}/" + N("where|location|tax return location|filing cabinet|stored|kept in|find in|where tax return is",
                    "tax return where|where kept")
FJB = f"?{FF}/" + N("job|employer|work|his job|marcus job|where he works|w-2 from|employment|marcus's job")
FSC = f"{FF}/" + N("schools|colleges|school list|college list|schools to list|colleges to list|schools listed",
                   "universities|colleges listed|list of schools|which schools|school codes|schools to send to",
                   "recipients|send to|college choices|schools applied|target schools|choices|institutions|options",
                   "college options|schools list")
FCN = f"{FF}/" + N("confirmation number|confirmation|confirmation no|confirmation #|conf number|conf #|reference",
                   "ref|ref number|reference number|submission number|confirmation code|number|conf no",
                   "confirmation id|submission confirmation")
FST = f"{FF}/" + N("status|submitted|submission|submission status|progress|state|done|filed|stage",
                   "application status|fafsa status|submitted on|date submitted|when submitted")
RA = f"{RS}/" + N("amount|award|value|scholarship amount|how much|worth|prize|award amount|money|sum",
                  "scholarship value|grant amount|amount ($)")
REL = f"{RS}/" + N("essay|essay requirement|essay length|essay details|word count|length|words|essay word count",
                   "requirement|requirements|essay info|what to write|application essay|writing|essay words",
                   "essay (words)|essay requirements")
RTP = f"?{RS}/" + N("topic|essay topic|prompt|essay prompt|subject|essay subject|theme|essay theme|about",
                    "essay question|on|essay on|essay about")
RDD = f"{RS}/" + N("deadline|due|due date|due by|by|submit by|closing date|last day|cutoff|cut-off",
                   "application deadline|deadline date|apply by|when due|date due|scholarship deadline|essay due")
RLR = f"{RS}/" + N("recommendation|recommender|rec letter|recommendation letter|letter of recommendation|referee",
                   "letter from|letter writer|rec|recommender name|who's writing|reference letter|recommendation from",
                   "recommendation letter from|teacher|letters|reference|rec letter from|letter")
OSU = ['Ohio State', 'Ohio State University', 'OSU', 'The Ohio State University']
MIAMI = ['Miami University', 'Miami', 'Miami U', 'Miami of Ohio', 'Miami University (Ohio)', 'Miami (Ohio)', 'Miami (OH)']
KENYON = ['Kenyon', 'Kenyon College']
OHIOU = ['Ohio University', 'Ohio U', 'OU', 'Ohio Univ', 'Ohio University (Athens)']
TAX = ['2023 tax return', 'our 2023 tax return', '2023 taxes', '2023 tax returns', 'tax return (2023)', '2023 federal tax return',
       'our 2023 tax return (filing cabinet)', '2023 tax return (filing cabinet)', 'our 2023 taxes', 'parents\' 2023 tax return']
W2 = ['W-2', 'his W-2', 'W2', "Marcus's W-2", 'his W-2 from the pharmacy job', 'W-2 from pharmacy job', 'W-2 (pharmacy job)',
      "Marcus's W-2 from the pharmacy job", 'pharmacy W-2', 'W-2 from the pharmacy', "Marcus's W-2 (pharmacy)", 'his W2',
      "Marcus' W-2", 'his W-2 (pharmacy job)']
def essay(n):
    w = f'{n:,}' if n >= 1000 else str(n)
    return [f'{w} words on community service', f'{w}-word essay on community service', f'{w} word essay, community service',
            f'essay: {w} words on community service', f'{w} words, community service', f'{w}-word essay about community service',
            f'community service, {w} words', f'{w} words (community service)', f'{w} word essay on community service',
            f'{w}-word community service essay', f'essay on community service, {w} words', f'{w} words about community service',
            f'{w} words', f'{w}-word essay', f'{w} word essay', f'community service essay, {w} words',
            f'a {w} word essay on community service', f'{w} words max', f'{w}-word', f'{w} word',
            f'{w} words on community service (essay)', f'essay, {w} words on community service', f'{w}-word essay (community service)',
            f'{w} words - community service', f'{w} words – community service', f'community service ({w} words)']
sc('h16_fafsa', "Held-out 16 (issue 14): a parent helping with a son's FAFSA and a Rotary Club scholarship", 'An '
   'American, terse opener with a state deadline, accounts done with an email address, documents with where one is '
   'kept, a list of schools, a second task with an amount, an essay length and topic and a due date in one turn, a '
   'school added on the son\'s word (a friend\'s reason), the essay length corrected ("I misread it"), a teacher asked '
   'for a recommendation, a check on one slot (a list), a school removed from the list, a submission with a '
   'confirmation number, a check on the second task, thanks with nothing to record.', [
 ("Helping my son Marcus with his FAFSA. Deadline for our state is March 1.", ['new'],
  {FF: None,
   FDL: nth(1, None, 'March', ['3/1', '03/01', 'March 1 (state deadline)', 'by March 1', 'March 1st (state)',
                               'state deadline March 1', 'March first', 'March 1 (state)', 'March 1st (state deadline)']),
   FFO: ['Marcus', 'my son Marcus', 'Marcus (son)', 'son Marcus', 'for Marcus', 'Marcus Bell', 'my son']}),
 ("FSA IDs done for both of us. His is under marcus.t.bell@gmail.com.", ['new'],
  {FID: ['done', 'both done', 'done for both', 'created', 'done for both of us', 'FSA IDs done for both', 'both created', 'yes',
         'done (both)', 'complete', 'completed', 'set up', 'both set up', 'done for both (parent and Marcus)',
         'done for both of us (his under marcus.t.bell@gmail.com)', 'done – both', 'done for both of us (parent + Marcus)',
         'created for both', 'both of us done', 'done (both of us)', 'FSA IDs done', 'done for me and Marcus',
         'done for Marcus and me', 'both done (parent and student)', 'done, both'],
   FEM: ['marcus.t.bell@gmail.com', 'marcus.t.bell@gmail.com (his FSA ID)', 'marcus.t.bell@gmail.com (Marcus)',
         "Marcus's: marcus.t.bell@gmail.com"]}),
 ("Need our 2023 tax return — it's in the filing cabinet — and his W-2 from the pharmacy job.", ['new'],
  {FDC: items(TAX, W2, more=['2023 tax return (filing cabinet), W-2 (pharmacy job)',
                             '2023 tax return (in filing cabinet) and W-2 from pharmacy job']),
   FWH: ['filing cabinet', 'in the filing cabinet', 'the filing cabinet', 'tax return in the filing cabinet',
         'filing cabinet (tax return)', '2023 tax return: filing cabinet'],
   FJB: ['pharmacy', 'the pharmacy', 'pharmacy job', 'at the pharmacy', 'the pharmacy job', 'job at the pharmacy']}),
 ("Schools to list: Ohio State, Miami University, and Kenyon.", ['new'],
  {FSC: items(OSU, MIAMI, KENYON)}),
 ("Also the Rotary Club scholarship — $2,500, essay's 500 words on community service, due Feb 14.", ['new'],
  {RS: None,
   RA: usd(2500, '$2.5k', '$2.5K', '2.5k', '$2,500 scholarship', '$2,500 award', '$2500 scholarship'),
   REL: essay(500),
   RTP: ['community service', 'on community service', 'community svc', 'about community service', 'Community service'],
   RDD: nth(14, None, 'February', ['2/14', '02/14', 'Feb 14', 'Feb. 14', 'Feb 14th', 'by Feb 14', 'by February 14',
                                   "Valentine's Day", 'due Feb 14', 'due February 14'])}),
 ("Marcus says add Ohio University too — his buddy Jaylen's going there.", ['update'],
  {FSC: items(OSU, MIAMI, KENYON, OHIOU)}),
 ("Word count's 750, I misread it. Still community service.", ['update'],
  {REL: essay(750)}),
 ("The Rotary one also wants a rec letter — he's asking Mrs. Duarte, his AP History teacher.", ['new'],
  {RLR: ['Mrs. Duarte', 'Mrs Duarte', 'Duarte', 'Mrs. Duarte (AP History teacher)', 'Mrs. Duarte, AP History teacher',
         'Mrs Duarte (AP History)', 'Mrs. Duarte, his AP History teacher', 'rec letter from Mrs. Duarte',
         'letter from Mrs. Duarte (AP History)', 'Mrs. Duarte – AP History teacher', 'asking Mrs. Duarte', 'Mrs. Duarte (AP History)',
         'AP History teacher Mrs. Duarte', 'Mrs. Duarte (AP History teacher) - asking', 'Mrs. Duarte (his AP History teacher)',
         'Mrs Duarte, AP History teacher', 'Mrs Duarte (AP History teacher)', 'rec letter - Mrs. Duarte (AP History)',
         'Mrs. Duarte (asked)', 'Mrs. Duarte (AP History), asking', 'asking Mrs. Duarte (AP History teacher)',
         'rec letter from Mrs. Duarte (AP History teacher)']}),
 ("what schools are on the list right now?", ['check'], {}, ask(FSC, split={FSC: [OSU, MIAMI, KENYON, OHIOU]})),
 ("Take Kenyon off, too pricey even with aid.", ['update'],
  {FSC: items(OSU, MIAMI, OHIOU)}),
 ("Submitted the FAFSA tonight! Confirmation number 4471-0298-3365.", ['new'],
  {FCN: reg('4471-0298-3365', '447102983365', '4471 0298 3365', 'confirmation 4471-0298-3365', 'conf # 4471-0298-3365'),
   FST: ['submitted', 'submitted tonight', 'done', 'filed', 'submitted (tonight)', 'complete', 'completed', 'sent', 'submitted!',
         'Submitted', 'submitted (4471-0298-3365)', 'FAFSA submitted', 'submitted - tonight', 'submitted tonight!',
         'submitted, confirmation 4471-0298-3365']}),
 ("Where are we on the Rotary one?", ['check'], {}, check(RS)),
 ("thanks, that's a load off", [], {}),
])
