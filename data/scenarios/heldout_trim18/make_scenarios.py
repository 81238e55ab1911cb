"""Write the eighteenth held-out TRIM scenarios (issue 14, session 11, blind set) from a compact form: each turn
sets/deletes gold paths; check turns carry the facts an answer must state (every set slot of the tasks asked about,
or the one slot asked about; a list-valued slot as one fact per item, so that the order of the items is free). A
sweep checks that no accepted answer of a check turn repeats a replaced old value without the scorer's signal words."""
import itertools, re, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Eighteenth blind held-out TRIM set (issue 14, session 11): data/scenarios/heldout_trim18, ten conversations "
       "(130 scored user turns) in domains used nowhere else: a US naturalization interview and a Social Security "
       "update, a sourdough workshop and baking kit, adopting a retired greyhound and pet insurance, hosting "
       "Thanksgiving and a farm turkey order, a PADI scuba course and a dive medical sign-off, village cricket teas and "
       "junior nets, a home sleep study and a CPAP machine, fostering kittens and a friend adopting one, kids' ski "
       "school and ski rentals, a Duke of Edinburgh expedition and its volunteering section; written without reading "
       "the rule, classifier or prompt code (only the scorer, compact.py and the h17 format), before any classifier "
       "ran on it; never to be edited.")
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

def _sweep(name, out):
    "No accepted answer of a check turn may state an earlier gold value of a fact without the scorer's signal words."
    sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
    from functools import lru_cache
    from spatial_memory.tasks import scenarios as S
    norm = lru_cache(maxsize=None)(S.norm_title)
    st, hist = {}, {}
    for text, intents, ch, extra in out:
        if extra.get('facts'):
            banned = S._omitted_and_banned('', extra, hist)[1]
            nb = [norm(v) for v in dict.fromkeys(banned) if norm(v)]
            for f in extra['facts']:
                for a in f.split('=', 1)[-1].split('|'):
                    for sent in S.answer_sentences(a):
                        if S.CUE_RE.search(sent): continue
                        t = norm(sent)
                        bad = [v for v in nb if v in t and re.search(r'(?<![\w@])' + re.escape(v) + r'(?![\w@])', t)]
                        assert not bad, (name, text, a, bad)
        for k, v in ch.items():
            if v == 'DEL': st.pop(k)
            else: st[k] = v
        S._remember(hist, st)

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
    _sweep(name, out)
    _sc(name, title, desc, out)


# 1 ----------------------------------------------------------------------------------------------------------------
NZ = N("naturalization interview|citizenship interview|naturalization|citizenship|uscis interview|interview|my interview",
       "naturalisation interview|naturalization appointment|citizenship appointment|uscis appointment|uscis",
       "newark interview|interview at newark|naturalization interview (newark)|citizenship test|naturalization test",
       "citizenship interview and test|n-400 interview|n-400|becoming a citizen|us citizenship|citizenship application",
       "naturalization process|my naturalization|my citizenship interview|uscis naturalization interview",
       "interview with uscis|naturalisation|naturalization interview and test|citizenship interview (newark)")
SS = N("social security|social security update|update social security|social security record|ssa|ssa update|ssa visit",
       "social security office|social security office visit|update ssa record|update citizenship status|ssa record",
       "social security citizenship update|social security status|update social security record|ss update|ss record",
       "social security appointment|ssa appointment|update ss record|social security thing|updating social security",
       "social security office (market street)|market street ssa|social security record update|ssa citizenship update")
ND = f"{NZ}/" + N("date|when|day|interview date|appointment date|scheduled|scheduled for|on|date of interview|booked for",
                  "interview day|appt date|which day")
NT = f"{NZ}/" + N("time|interview time|appointment time|at|start|start time|slot|appt time|time of interview|what time",
                  "starts|starts at")
NAR = f"?{NZ}/" + N("arrive|arrival|arrive by|arrive early|get there|be there|be there by|arrival time|check in|check-in",
                    "early|arrive at|arrive time|arrive early by|check-in time|get there by")
NO = f"{NZ}/" + N("office|location|where|field office|place|venue|uscis office|site|address|city|held at|uscis field office")
NW = f"?{NZ}/" + N("wait|waited|wait time|how long|took|processing time|time waited|processing|waiting time|time taken",
                   "waited for|how long it took")
NDOC = f"{NZ}/" + N("documents|bring|docs|what to bring|paperwork|to bring|documents to bring|items|papers|evidence",
                    "required documents|need to bring|bring list|things to bring|documents needed|interview documents")
NCT = f"{NZ}/" + N("civics test|civics|test|questions|civics questions|test format|civics exam|exam|quiz",
                   "number of questions|civics part|civics section")
NPM = f"{NZ}/" + N("pass mark|pass|to pass|passing|passing score|need right|correct needed|required|must get|score needed",
                   "pass score|pass threshold|minimum|needed to pass|minimum correct|right answers needed")
SO = f"{SS}/" + N("office|where|location|place|address|ssa office|branch|which office|at|site|venue|social security office")
SWH = f"?{SS}/" + N("reason|why|what|purpose|update|change|to do|task|what for|because|goal|what to update")
SBR = f"{SS}/" + N("bring|documents|docs|what to bring|paperwork|to bring|documents to bring|papers|need to bring|items",
                   "required documents|things to bring")
SAP = f"{SS}/" + N("appointment|appt|booking|walk-in|walk in|when|date|time|visit|appointment time|scheduled|booked",
                   "visit date|go when|appointment date|booked for")
GC = ['green card', 'my green card', 'permanent resident card', 'green card (PR card)', 'PR card']
PP = ['passport', 'my passport', 'passport(s)']
TAX = ['tax returns for the last 3 years', 'tax returns (last 3 years)', 'last 3 years of tax returns', 'tax returns',
       '3 years of tax returns', 'tax returns for the last three years', 'last three years tax returns', "3 years' tax returns",
       'tax returns, last 3 years', 'tax returns (3 years)', 'last 3 years tax returns', 'tax returns for 3 years']
MC = ['marriage certificate', 'our marriage certificate', 'my marriage certificate', 'marriage cert']
NC = ['naturalization certificate', 'certificate of naturalization', 'naturalisation certificate', 'my naturalization certificate',
      'the naturalization certificate', 'naturalization cert', 'citizenship certificate']
SSC = ['Social Security card', 'my Social Security card', 'SS card', 'social security card', 'SSN card', 'SSA card']
sc('h18_citizenship', 'Held-out 18 (issue 14): a US naturalization interview and updating a Social Security record',
   'An American, excited opener with the date, the field office and the wait in an aside, a time and "30 minutes '
   'early", a list of three documents, the civics test and its pass mark in one sentence, a joking aside with nothing to '
   'record, a second task "once I\'m sworn in" with an office, what to bring and a walk-in, the date and time moved '
   '("Same office"), a check on one slot (a list), the walk-in replaced by an online booking on a cousin\'s word, a '
   'document swapped on the lawyer\'s word, the swap undone ("bring the tax returns as well"), a check over both.', [
 ("Got my USCIS letter!! Naturalization interview is Tuesday, March 11th at the Newark field office. Only took fourteen "
  "months lol", ['new'],
  {NZ: None, ND: nth(11, 'Tuesday', 'March'),
   NO: ['Newark field office', 'Newark', 'Newark Field Office', 'USCIS Newark', 'USCIS Newark field office', 'Newark office',
        'the Newark field office', 'Newark USCIS field office', 'Newark, NJ', 'Newark (field office)', 'Newark NJ field office',
        'USCIS Newark Field Office'],
   NW: ['fourteen months', '14 months', '14 mo', 'about 14 months', '14 months wait', 'took 14 months', 'took fourteen months',
        'only 14 months', 'only fourteen months', '14 months (processing)', '14-month wait', '14 mos']}),
 ("It's at 9:45am but they want me there 30 minutes early.", ['new'],
  {NT: clock(9, 45, 'am', ['9:45am interview', 'interview at 9:45am']),
   NAR: ['30 minutes early', '30 min early', '30 mins early', 'half an hour early', '30 minutes before', '30 min before',
         '9:15am (30 min early)', '9:15 (30 minutes early)', '30 minutes early (9:15am)', 'by 9:15am', '30 minutes ahead'] + clock(9, 15, 'am')}),
 ("I have to bring my green card, my passport, and tax returns for the last 3 years.", ['new'],
  {NDOC: items(GC, PP, TAX)}),
 ("The civics part is 10 questions out of the 100, and I need 6 right to pass.", ['new'],
  {NCT: ['10 questions out of 100', '10 questions', '10 of the 100 questions', '10 of 100', '10 questions from the 100',
         '10 out of 100 questions', 'ten questions', '10 questions (from 100)', '10 of 100 civics questions',
         '10 questions out of the 100', '10 questions from 100', 'ten questions out of the 100', '10/100 questions',
         '10 questions, need 6 right', '10 questions out of 100, 6 to pass', '10 questions (need 6 right)',
         '10 of 100, need 6 right', '10 questions from a list of 100', '10 civics questions', '10 questions (out of 100)'],
   NPM: ['6 right', '6 correct', '6', 'six', 'six right', '6 of 10', '6/10', '6 out of 10', 'six correct', 'at least 6 right',
         '6 right to pass', '6 correct answers', 'need 6 right', '6 right answers', 'six out of ten', 'at least 6 correct',
         '6 of 10 correct', '6/10 correct', 'min 6 correct', 'six of ten']}),
 ("My husband keeps quizzing me at dinner. Who knew there were 27 amendments lol", [], {}),
 ("Oh, and once I'm sworn in I have to update my Social Security record to show I'm a citizen — there's an office on "
  "Market Street.", ['new'],
  {SS: None,
   SO: ['Market Street', 'Market Street office', 'office on Market Street', 'Market St', 'Market St office',
        'Social Security office on Market Street', 'the Market Street office', 'SSA office on Market Street', 'Market St.',
        'Market Street SSA office', 'Market Street Social Security office', 'Market Street (Social Security office)'],
   SWH: ['update citizenship status', 'show I\'m a citizen', 'update record to show citizenship', 'citizenship status',
         'update to citizen', 'record citizenship', 'update record to citizen', 'show citizenship', 'update to show I\'m a citizen',
         'after oath', 'once sworn in', 'after I\'m sworn in', 'update citizenship', 'mark as citizen', 'change status to citizen',
         'update record (citizen)', 'update record after oath', 'citizenship update', 'update my record to show I\'m a citizen']}),
 ("They said bring the naturalization certificate and my Social Security card. No appointment needed, just walk in.",
  ['new'],
  {SBR: items(NC, SSC),
   SAP: ['walk-in', 'walk in', 'no appointment needed', 'no appointment', 'walk-in (no appointment)', 'none needed', 'not needed',
         'just walk in', 'walk-in, no appointment needed', 'walk in (no appointment needed)', 'none', 'no appt needed',
         'not required', 'walk-in only', 'no appointment - walk in', 'walk-ins', 'walk in, no appointment']}),
 ("Ugh, USCIS rescheduled me. Now it's Thursday, March 20th at 1:15. Same office.", ['update'],
  {ND: nth(20, 'Thursday', 'March', ['Thursday, March 20th (same office)', 'Thursday March 20th (rescheduled)',
                                     'Thu March 20 (rescheduled)', 'March 20th (rescheduled)']),
   NT: clock(1, 15, 'pm', ['1:15pm (rescheduled)', 'at 1:15pm']),
   NAR: ['30 minutes early', '30 min early', '30 mins early', 'half an hour early', '30 minutes before', '30 min before',
         '12:45pm (30 min early)', '12:45 (30 minutes early)', '30 minutes early (12:45pm)', 'by 12:45pm',
         '30 minutes ahead'] + clock(12, 45, 'pm')}),
 ("wait what do I need to bring to the interview again?", ['check'], {}, ask(NDOC, split={NDOC: [GC, PP, TAX]})),
 ("My cousin says walk-ins there are like a 3 hour wait, so I booked online instead — April 2nd, 10:30am.", ['update'],
  {SAP: at(nth(2, None, 'April'), clock(10, 30, 'am'),
           ['April 2nd at 10:30am (booked online)', 'booked online: April 2nd, 10:30am', 'April 2, 10:30am (online booking)',
            'appointment April 2nd 10:30am', 'April 2nd 10:30am (instead of walk-in)', 'booked for April 2nd at 10:30am'])}),
 ("My lawyer says skip the tax returns, but bring our marriage certificate since I'm applying through marriage.",
  ['update'],
  {NDOC: items(GC, PP, MC)}),
 ("Ugh, never mind, she just emailed — bring the tax returns as well, just in case.", ['update'],
  {NDOC: items(GC, PP, TAX, MC)}),
 ("okay where am I with the interview and the Social Security stuff?", ['check'], {},
  check(NZ, SS, split={NDOC: [GC, PP, TAX, MC], SBR: [NC, SSC]})),
])

# 2 ----------------------------------------------------------------------------------------------------------------
SD = N("sourdough workshop|sourdough course|sourdough class|bread course|bread workshop|baking course|baking workshop",
       "sourdough day|sourdough baking course|sourdough baking workshop|sourdough bread course|sourdough bread workshop",
       "flour pot workshop|flour pot bakery workshop|flour pot course|workshop at the flour pot|course at flour pot bakery",
       "sourdough workshop (flour pot bakery)|sourdough workshop in frome|frome workshop|bread making course",
       "breadmaking course|bread-making workshop|bread making workshop|baking class|bread class|sourdough masterclass",
       "workshop|course|the workshop|sourdough|sourdough workshop at the flour pot bakery|bread-making course")
BK = N("baking kit|bread kit|sourdough kit|kit|baking equipment|bread equipment|sourdough equipment|equipment|kit for home",
       "baking gear|bread gear|sourdough gear|gear|home kit|home baking kit|proper kit|kit to buy|baking tools|bread tools",
       "sourdough tools|tools|baking shopping|kit order|bakery bits order|order from bakery bits|baking kit order",
       "sourdough kit order|kit for home baking|things to buy|stuff to buy|equipment to buy|home sourdough kit",
       "bread baking kit|proper kit for home|home baking equipment|kit shopping")
SV = f"{SD}/" + N("venue|where|place|bakery|location|at|held at|school|host|run by|provider|baker")
STN = f"?{SD}/" + N("town|city|in|area")
SDT = f"{SD}/" + N("date|when|day|on|booked for|workshop date|course date|scheduled|date booked|which day")
SH = f"{SD}/" + N("time|times|hours|from to|timing|start|what time|session|time slot|start and finish|duration",
                  "workshop hours|course hours")
SLU = f"?{SD}/" + N("lunch|food|lunch included|includes lunch|catering|meals")
SP = f"{SD}/" + N("price|cost|fee|how much|paid|course fee|workshop fee|charge|total|amount|price paid|cost of course")
STH = f"{SD}/" + N("take home|take-home|takeaway|get|you get|comes with|bring home|leave with|what you take home|take away",
                   "go home with|what i get|included")
SBR2 = f"{SD}/" + N("bring|to bring|need to bring|what to bring|bring list|items to bring|pack|things to bring|need",
                    "bring along|take along")
KI = f"{BK}/" + N("items|list|shopping list|to buy|buy|what to buy|things|stuff|items to buy|kit list|equipment list",
                  "gear list|order|get|shopping")
KB = f"{BK}/" + N("budget|max|limit|spend|max spend|up to|budget limit|spending limit|under|cap|money|total budget")
KS = f"{BK}/" + N("shop|store|from|supplier|where|retailer|website|site|order from|buy from|seller|vendor|source")
BAN = ['banneton', 'banneton basket', 'proving basket', 'brotform', 'a banneton', 'banneton (proving basket)']
SCR = ['bench scraper', 'dough scraper', 'scraper', 'a bench scraper']
LAM = ['lame', 'a lame', 'bread lame', 'scoring lame', 'lame for scoring', 'lame (for scoring)', 'razor for scoring']
POT = ['cast iron pot', 'cast-iron pot', 'Dutch oven', 'cast iron Dutch oven', 'cast iron pot to bake in', 'cast-iron Dutch oven',
       'a cast iron pot', 'cast iron pot (to bake in)', 'cast iron casserole', 'cast iron pot for baking']
STA = ['your own starter', 'own starter', 'starter', 'a starter', 'sourdough starter', 'my own starter', 'own sourdough starter']
LOA = ['a couple of loaves', 'two loaves', '2 loaves', 'loaves', 'a couple loaves', 'couple of loaves', 'a couple of loaves of bread']
APR = ['apron', 'an apron']
BOW = ['big mixing bowl', 'mixing bowl', 'large mixing bowl', 'a big mixing bowl', 'bowl', 'big bowl', 'a mixing bowl']
def _bud(n):
    return gbp(n, f'under £{n}', f'£{n} max', f'max £{n}', f'up to £{n}', f'£{n} all in', f'under £{n} all in', f'£{n} limit',
               f'no more than £{n}', f'less than £{n}', f'£{n} total', f'£{n} budget', f'<£{n}', f'£{n} all-in', f'max £{n} all in')
sc('h18_sourdough', 'Held-out 18 (issue 14): a sourdough workshop at a bakery and kit for baking at home', 'A British, '
   'chatty opener ("Right, I\'ve finally gone and booked") with a bakery, its town and a date, hours as "10 till 4" with '
   'lunch and a price, what you take home ("apparently"), two things to bring, a husband\'s moan with nothing to '
   'record, a second task "While I\'m at it" as a list of three, a budget and a shop in a fragment, the date moved '
   '("the Sunday, same times"), a check on one slot, one item dropped and another added with a budget raised in one '
   'turn, one thing to bring dropped on the bakery\'s word, a discounted price, a check over both.', [
 ("Right, I've finally gone and booked a sourdough workshop at the Flour Pot Bakery in Frome — Saturday the 14th of "
  "June.", ['new'],
  {SD: None,
   SV: ['Flour Pot Bakery', 'the Flour Pot Bakery', 'Flour Pot', 'The Flour Pot', 'Flour Pot Bakery, Frome', 'Flour Pot Bakery (Frome)',
        'the Flour Pot Bakery in Frome', 'Flour Pot Bakery in Frome', 'The Flour Pot Bakery, Frome', 'Flour Pot, Frome'],
   STN: ['Frome', 'Frome, Somerset', 'in Frome'],
   SDT: nth(14, 'Saturday', 'June')}),
 ("It's 10 till 4 with lunch thrown in. £95 for the day.", ['new'],
  {SH: span(['10', '10am', '10:00', '10.00', '10 am', '10:00am'], ['4', '4pm', '4:00', '4.00', '4 pm', '16:00', '4:00pm'],
            ['ten till four', 'ten to four', '10-4 (lunch included)', '10am-4pm (with lunch)', '10am–4pm, lunch included',
             '10:00–16:00', '10:00-16:00', '10 till 4 (lunch included)']),
   SLU: ['included', 'lunch included', 'yes', 'lunch thrown in', 'with lunch', 'includes lunch', 'lunch provided', 'provided',
         'yes (included)', 'lunch is included', 'free lunch', 'included in price'],
   SP: gbp(95, '£95 for the day', '£95 (lunch included)', '£95 incl. lunch', '£95 including lunch', '£95 per person',
           '£95 for the day (lunch included)', '£95 a day')}),
 ("You go home with your own starter and a couple of loaves, apparently.", ['new'],
  {STH: items(STA, LOA)}),
 ("All I need to bring is an apron and a big mixing bowl.", ['new'],
  {SBR2: items(APR, BOW)}),
 ("Mark's already moaning about flour on every surface and it hasn't even happened yet.", [], {}),
 ("While I'm at it I want some proper kit for home — a banneton, a bench scraper and a lame for scoring.", ['new'],
  {BK: None, KI: items(BAN, SCR, LAM)}),
 ("Under £60 all in, and I'll get it from Bakery Bits.", ['new'],
  {KB: _bud(60),
   KS: ['Bakery Bits', 'bakerybits', 'bakerybits.co.uk', 'Bakery Bits website', 'Bakery Bits (online)', 'BakeryBits',
        'Bakery Bits online']}),
 ("They've emailed — the workshop's moved to the Sunday, same times.", ['update'],
  {SDT: nth(15, 'Sunday', 'June', ['Sunday', 'the Sunday', 'Sun', 'Sunday (same times)', 'Sunday the 15th (same times)',
                                   'Sunday 15th June (same times)', 'the Sunday, same times', 'Sunday instead',
                                   'Sunday, same times', 'Sunday 15 June (moved from Saturday)', 'Sunday (moved from Saturday)'])}),
 ("How much was the workshop again?", ['check'], {}, ask(SP)),
 ("Actually I've got a scraper in the drawer somewhere, so take that off — but I'll need a cast iron pot to bake in, "
  "so make the budget £100.", ['update'],
  {KI: items(BAN, LAM, POT), KB: _bud(100)}),
 ("Oh, and the bakery says don't bother with the bowl, they've got loads. Just the apron.", ['update'],
  {SBR2: APR + ['just an apron', 'just the apron', 'apron only', 'an apron only', 'only an apron', 'apron (no bowl needed)',
                'apron (bowl not needed)', 'only the apron']}),
 ("Ooh — found a 10% off code in their newsletter, so it's £85.50 now.", ['update'],
  {SP: gbp('85.50', '£85.50 (10% off)', '£85.50 with 10% off code', '£85.50 (was £95)', '£85.50 after 10% off',
           '£85.50 (10% discount)', '£85.50 with discount code', '£85.50 (10% off code)', '£85.50 with newsletter code',
           '£85.50 (newsletter discount)', '£85.50 after discount', '£85.50 (discounted)', '85.50 quid')}),
 ("Go on then, what's the plan for the workshop and the kit?", ['check'], {},
  check(SD, BK, split={STH: [STA, LOA], KI: [BAN, LAM, POT]})),
])

# 3 ----------------------------------------------------------------------------------------------------------------
GH = N("greyhound adoption|adopting a greyhound|adopt a greyhound|adoption|adopting biscuit|biscuit|biscuit's adoption",
       "greyhound|retired greyhound|adopting a retired greyhound|rescue greyhound|greyhound rescue|new dog|dog adoption",
       "adopting a dog|our new dog|biscuit adoption|biscuit the greyhound|the greyhound|greyhound trust adoption",
       "adoption (greyhound trust kent)|greyhound trust kent adoption|adopting|dog|rehoming|rehoming biscuit",
       "greyhound rehoming|adopting biscuit the greyhound|adopt biscuit|biscuit (greyhound)|greyhound adoption (biscuit)")
PI = N("pet insurance|insurance|dog insurance|insurance for biscuit|biscuit's insurance|biscuit insurance|insure biscuit",
       "pet insurance for biscuit|greyhound insurance|insuring biscuit|pet cover|dog cover|insurance policy|policy",
       "pet insurance policy|pet insurance quote|insurance quote|cover for biscuit|vet insurance|sort pet insurance")
GN = f"{GH}/" + N("name|dog's name|dog name|called|greyhound name|his name|the dog|dog's called|name of dog")
GA = f"{GH}/" + N("age|how old|years|years old|dog age|age (years)|dog's age|his age")
GRC = f"?{GH}/" + N("raced at|raced|track|racing|racing history|ex-racer|former track|raced at track|background|history",
                    "career|racing career")
GC2 = f"{GH}/" + N("charity|rescue|from|organisation|organization|adopting from|rescue centre|rehoming centre|trust",
                   "kennels|adoption centre|source|via|adopted from|rescue charity")
GHC = f"{GH}/" + N("home check|homecheck|home visit|check|inspection|home check date|home check when|home check time",
                   "home check on|home-check|visit")
GHV = f"{GH}/" + N("volunteer|home checker|checker|who|visitor|home check volunteer|inspector|doing home check",
                   "home check by|coming round|contact|who's coming")
GFR = f"?{GH}/" + N("fence rule|fence requirement|fence height|requirement|rule|minimum fence|fence needed",
                    "garden requirement|fence height needed|minimum height")
GF = f"{GH}/" + N("fence|garden fence|trellis|fencing|garden|fence job|fence fix|fence status|fence work|to do|fence plan")
GFE = f"{GH}/" + N("fee|adoption fee|cost|price|how much|charge|donation|amount|adoption cost")
GFI = f"?{GH}/" + N("includes|included|covers|fee includes|what's included|including|covered")
GPU = f"{GH}/" + N("pickup|pick up|pick-up|collection|collect|collect him|pick up date|pickup date|coming home|home date",
                   "bring home|bring him home|collection date|going home|homecoming|when home|pick him up")
IP = f"{PI}/" + N("provider|insurer|company|with|who|provider name|insurance company|insured with|chosen|choice",
                  "going with|plan|policy provider|insurance provider")
IPR = f"{PI}/" + N("price|cost|premium|monthly|per month|monthly cost|monthly premium|how much|quote|monthly price",
                   "a month|payment|monthly payment")
IX = f"{PI}/" + N("excess|deductible|excess amount|excess per claim|claim excess")
def _pm(n):
    return gbp(n, f'£{n} a month', f'£{n}/month', f'£{n} per month', f'£{n} pm', f'£{n}/mo', f'£{n} monthly', f'£{n} p/m',
               f'{n} a month', f'£{n} a month (quote)', f'£{n} per month (quoted)', f'£{n}/month premium')
sc('h18_greyhound', 'Held-out 18 (issue 14): adopting a retired greyhound and pet insurance for him', 'A British, '
   'excited opener with the charity, the dog\'s name, age and track, a home check with a volunteer by name, a fence rule '
   'with a partner\'s fix, a fee and what it covers, a provisional pick-up date, an aside about the kids with nothing to '
   'record, a second task with a provider, monthly price and excess, the home check moved by the volunteer ("same '
   'time"), a check on one slot, the provider switched with both numbers, the fence done ("that\'s sorted"), the age '
   'corrected, a check over both.', [
 ("We're adopting a retired greyhound from Greyhound Trust Kent! He's called Biscuit, he's four and he used to race at "
  "Romford.", ['new'],
  {GH: None,
   GN: ['Biscuit', 'Biscuit (greyhound)', 'Biscuit the greyhound'],
   GA: ['four', '4 years', 'four years old', '4 years old', '4yo', '4 yrs', 'aged 4', 'four years', '4 (years)', '4 years (retired)',
        'age 4', 'four years (retired racer)', '4 y/o'],
   GRC: ['Romford', 'Romford Stadium', 'raced at Romford', 'Romford (retired)', 'ex-Romford', 'Romford greyhound stadium',
         'retired from Romford', 'used to race at Romford', 'Romford track', 'ex-racer (Romford)'],
   GC2: ['Greyhound Trust Kent', 'Greyhound Trust', 'Greyhound Trust (Kent)', 'GT Kent', 'the Greyhound Trust Kent',
         'Greyhound Trust, Kent', 'Kent Greyhound Trust', 'Greyhound Trust - Kent']}),
 ("The home check's next Wednesday at 2 — a volunteer called Maureen is coming round.", ['new'],
  {GHC: at(['next Wednesday', 'Wednesday', 'Wed', 'next Wed', 'next Weds', 'Weds'], clock(2, 0, 'pm'),
           ['next Wednesday 2pm (Maureen)', 'next Wednesday at 2pm with Maureen']),
   GHV: ['Maureen', 'Maureen (volunteer)', 'a volunteer called Maureen', 'volunteer Maureen', 'Maureen, volunteer', 'Maureen - volunteer',
         'Maureen (home check volunteer)', 'Maureen (home checker)']}),
 ("Fence has to be at least 5 foot and ours is only 4, so Gary's putting trellis on top this weekend.", ['new'],
  {GFR: ['at least 5 foot', '5 foot', '5ft', '5 ft minimum', 'at least 5ft', 'minimum 5 foot', '5 feet', 'at least 5 feet',
         'min 5ft', '5 foot minimum', '5ft minimum', 'at least 5 ft', 'min 5 foot', '5 foot (ours is 4)'],
   GF: ['Gary putting trellis on top', 'trellis on top', 'Gary adding trellis', 'Gary putting trellis on top this weekend',
        'trellis on top (Gary, this weekend)', 'Gary to add trellis this weekend', 'trellis (Gary)', 'Gary: trellis on top',
        'adding trellis', 'trellis going on top', '4 foot, Gary adding trellis', 'only 4 foot - Gary putting trellis on top',
        'Gary putting trellis on top (needs 5ft, ours is 4)', '4ft, trellis being added', 'trellis this weekend',
        'Gary adding trellis this weekend', 'trellis on top this weekend (Gary)', "Gary's putting trellis on top",
        'trellis on top this weekend', '4ft - Gary adding trellis on top this weekend', 'Gary adding trellis on top',
        'Gary putting trellis on top (this weekend)', 'too low (4ft) - Gary adding trellis', 'needs trellis (Gary, this weekend)']}),
 ("Adoption fee's £200 — that covers his neutering and jabs.", ['new'],
  {GFE: gbp(200, '£200 (includes neutering and jabs)', '£200 incl. neutering and jabs', '£200 (neutering and jabs included)',
            '£200 (covers neutering and jabs)', '£200 including neutering and jabs', '£200 adoption fee'),
   GFI: ['neutering and jabs', 'neutering, jabs', 'neutering & jabs', 'neutered and vaccinated', 'neutering and vaccinations',
         'jabs and neutering', 'neutering, vaccinations', 'his neutering and jabs', 'neutered, jabbed', 'castration and jabs',
         'neutering and vaccs', 'neutering + jabs']}),
 ("If all goes well we pick him up Saturday the 12th.", ['new'],
  {GPU: nth(12, 'Saturday', None, ['Sat 12th (if all goes well)', 'Saturday the 12th (if all goes well)', 'Saturday 12th (provisional)',
                                   'provisionally Saturday the 12th', 'Saturday the 12th (provisional)',
                                   'Saturday the 12th, if the home check goes well', 'Saturday the 12th (if home check OK)'])}),
 ("The kids have already bought him a squeaky hedgehog, bless them.", [], {}),
 ("I need to sort pet insurance for him too. Petplan have quoted £38.40 a month with a £120 excess.", ['new'],
  {PI: None,
   IP: ['Petplan', 'Pet Plan', 'PetPlan', 'Petplan (quoted)', 'Petplan quote', 'Petplan (quote)', 'Petplan (quoted £38.40/month)'],
   IPR: _pm('38.40'), IX: gbp(120, '£120 excess', '£120 per claim', '£120 excess per claim')}),
 ("Maureen can't do Wednesday now, she's coming Thursday instead — same time.", ['update'],
  {GHC: at(['next Thursday', 'Thursday', 'Thu', 'Thurs', 'next Thu', 'next Thurs'], clock(2, 0, 'pm'),
           ['Thursday, same time', 'Thursday (same time)', 'Thursday at 2pm (not Wednesday)', 'Thursday 2pm instead of Wednesday',
            'next Thursday, same time (2pm)', 'Thursday, same time (2pm)', 'Thursday 2pm (Maureen)'])}),
 ("When's the home check now?", ['check'], {}, ask(GHC)),
 ("Went with ManyPets in the end — £31.90 a month, but the excess is £150.", ['update'],
  {IP: ['ManyPets', 'Many Pets', 'Manypets', 'ManyPets (instead of Petplan)', 'ManyPets (not Petplan)', 'ManyPets, not Petplan'],
   IPR: _pm('31.90'), IX: gbp(150, '£150 excess', '£150 per claim', '£150 excess per claim')}),
 ("Gary's done the trellis, so the fence is sorted.", ['update'],
  {GF: ['done', 'sorted', 'trellis done', 'fence sorted', 'done (trellis up)', 'trellis done (Gary)', 'finished', 'complete',
        'completed', 'sorted (trellis done)', 'done by Gary', 'Gary has done the trellis', 'trellis up', 'fence done', 'trellis added',
        'sorted - Gary did the trellis', 'trellis fitted', 'Gary\'s done the trellis', 'done - Gary did the trellis', 'fence sorted (trellis done)',
        'trellis done - sorted', 'sorted (Gary did the trellis)']}),
 ("Turns out Biscuit's actually five — they'd got his birth date wrong.", ['update'],
  {GA: ['five', '5', '5 years', 'five years old', '5 years old', '5yo', '5 yrs', 'aged 5', 'five years', '5 (not 4)', 'five (not four)',
        '5 (years)', 'age 5', '5 y/o', '5 (birth date was wrong)']}),
 ("Right, run me through everything for Biscuit — the adoption and the insurance.", ['check'], {}, check(GH, PI)),
])

# 4 ----------------------------------------------------------------------------------------------------------------
TG = N("thanksgiving|thanksgiving dinner|hosting thanksgiving|thanksgiving at mine|thanksgiving at my place",
       "thanksgiving hosting|thanksgiving plan|thanksgiving plans|thanksgiving party|thanksgiving meal|thanksgiving day",
       "dinner|host thanksgiving|thanksgiving gathering|family thanksgiving|my thanksgiving|thanksgiving (hosting)",
       "hosting thanksgiving dinner|thanksgiving feast|thanksgiving at my house|first thanksgiving|hosting")
TK = N("turkey|turkey order|ordering the turkey|order turkey|turkey from miller farm|miller farm turkey|miller farm",
       "heritage turkey|turkey order (miller farm)|the turkey|farm turkey|heritage turkey order|thanksgiving turkey",
       "turkey pickup|buy turkey|turkey purchase|order the turkey|turkey order from miller farm|miller farm order",
       "turkey preorder|turkey pre-order|heritage bird|turkey (miller farm)")
TGG = f"{TG}/" + N("guests|headcount|people|how many|number|guest count|number of guests|attendees|head count|count",
                   "party size|guest number|size|total|total guests|number of people|people coming")
TGT = f"{TG}/" + N("dinner time|time|dinner at|eat at|start|start time|serving time|meal time|when|what time|eating at",
                   "serve at|dinner starts|eating time")
TGP = f"{TG}/" + N("priya|sister-in-law|priya's dish|priya brings|priya bringing|sil|my sister-in-law|sister in law",
                   "priya (sister-in-law)|sister-in-law priya")
TGM = f"{TG}/" + N("mom|my mom|mom's|mom brings|mom bringing|mother|mum|mom's dish|pies|desserts|dessert|mom (pies)",
                   "mom's pies")
TGE = f"{TG}/" + N("me|my dishes|i'm making|mine|me making|my part|host dishes|i make|myself|i'll do|making|my cooking",
                   "what i'm making|my menu|i'm doing|me (host)|host|my food")
TGB = f"{TG}/" + N("borrow|borrowing|from church|tables and chairs|furniture|extra seating|seating|borrow from church",
                   "tables|chairs|to borrow|need to borrow|borrowing from church|church loan")
TF = f"{TK}/" + N("farm|from|supplier|where|source|order from|seller|vendor|shop|store|place|farm name")
TTY = f"?{TK}/" + N("type|breed|kind|variety|heritage")
TS = f"{TK}/" + N("size|weight|pounds|lbs|how big|turkey size|turkey weight|size (lb)|lb|weight (lbs)|bird size")
TPR = f"{TK}/" + N("price|cost|price per pound|per pound|rate|cost per pound|how much|price per lb|per lb")
TPD = f"{TK}/" + N("pickup|pick up|pick-up|pickup date|collect|collection|pick up date|when|pickup day|collection date",
                   "pickup on|pick up on|pickup window|pickup time|pick up time|window|time|pickup hours|collection time",
                   "time window|collection window|pick-up time|pickup when|pickup date and time")
TEX = f"{TK}/" + N("extra|also|add-on|addition|plus|turkey breast|extra turkey|backup|side|second|extra order",
                   "also ordering|in addition|extra item|additional")
def _lb(n, w, more=()):
    return uniq([f'{n} pounds', f'{n} lb', f'{n} lbs', f'{n}-pound', f'{n} pound', f'{n}lb', f'{n}lbs', f'{w} pounds', f'{n}-lb',
                 f'{n} pounder', f'{n}-pounder', f'{n} lb heritage', f'{n}-pound heritage bird', f'{n} lbs (heritage)',
                 f'{n} pound heritage turkey', f'~{n} lb', f'{n} lb turkey', f'{n}-pound turkey', f'{n} pound turkey',
                 f'{n} lb bird', f'{n}-pound bird', f'{w}-pound', f'{w} pound'] + list(more))
PUM = ['pumpkin', 'pumpkin pie', 'pumpkin pies']
PEC = ['pecan', 'pecan pie', 'pecan pies']
APL = ['apple', 'apple pie', 'apple pies']
TUR = ['turkey', 'the turkey', 'roast turkey']
MSH = ['mashed potatoes', 'mash', 'mashed potato', 'the mashed potatoes']
STF = ['stuffing', 'the stuffing', 'dressing']
def _pies(a, b, an, bn):
    return items(a, b, more=[f'{an} and {bn} pies', f'pies ({an} and {bn})', f'pies: {an} and {bn}', f'{an} & {bn} pies',
                             f'{an} + {bn} pies', f'pies - {an} and {bn}', f'pies, {an} and {bn}', f'two pies: {an} and {bn}',
                             f'{an} and {bn}', f'{an} pie and {bn} pie'])
sc('h18_thanksgiving', 'Held-out 18 (issue 14): hosting Thanksgiving for the first time and ordering a farm turkey', 'An '
   'American, wry opener ("God help me") with a headcount and a time as "at 3", two relatives\' dishes by name and by '
   'relation, the host\'s own three dishes, a borrowing, a second task with a farm, a size and a price per pound, a '
   'pick-up day and window, a nervous aside with nothing to record, the headcount raised with the reason, the size '
   'raised as a request ("Can you bump"), a check on one slot (a relative\'s), one pie swapped, the size put back with '
   'an extra added (new and update), a check over both.', [
 ("So I'm hosting Thanksgiving this year for the first time, God help me. 14 people, dinner at 3.", ['new'],
  {TG: None,
   TGG: ['14', '14 people', 'fourteen', '14 guests', 'fourteen people', '14 total', '14 (incl. us)', '14 ppl'],
   TGT: clock(3, 0, 'pm', ['dinner at 3pm', '3pm dinner', 'dinner 3pm', '3:00 pm dinner', 'dinner at 3:00'])}),
 ("My sister-in-law Priya's bringing her green bean casserole and my mom's doing pies, pumpkin and pecan.", ['new'],
  {TGP: ['green bean casserole', 'her green bean casserole', 'green bean casserole (Priya)', 'green beans', 'green bean bake',
         'green-bean casserole', 'Priya: green bean casserole', 'the green bean casserole'],
   TGM: _pies(PUM, PEC, 'pumpkin', 'pecan')}),
 ("I'm doing the turkey, mashed potatoes and stuffing.", ['new'],
  {TGE: items(TUR, MSH, STF)}),
 ("And I need to borrow a folding table and six chairs from church for the overflow.", ['new'],
  {TGB: ['folding table and six chairs from church', 'a folding table and 6 chairs from church', 'folding table + 6 chairs (church)',
         'folding table and 6 chairs', 'folding table, six chairs (from church)', 'table and six chairs from church',
         '1 folding table, 6 chairs from church', 'folding table & 6 chairs from church', 'folding table and six chairs',
         'a folding table and six chairs', 'folding table, 6 chairs', 'one folding table and six chairs from church',
         'folding table and 6 chairs (from church)', 'folding table + six chairs from church', 'folding table and six chairs (church)',
         'folding table and 6 chairs from church', 'folding table + 6 chairs', 'folding table, 6 chairs (church)',
         'a folding table and six chairs from church', 'folding table and 6 chairs (church)', 'church: folding table and 6 chairs',
         'folding table and six chairs from church (overflow)', 'folding table and 6 chairs from church for the overflow']}),
 ("Turkey's coming from Miller Farm — a 20-pound heritage bird, $4.50 a pound.", ['new'],
  {TK: None,
   TF: ['Miller Farm', 'Miller Farms', "Miller's Farm", 'the Miller Farm', 'Miller Farm (heritage)'],
   TTY: ['heritage', 'heritage bird', 'heritage turkey', 'heritage breed'],
   TS: _lb(20, 'twenty'),
   TPR: usd('4.50', '$4.50 a pound', '$4.50/lb', '$4.50 per pound', '$4.50 per lb', '$4.50/pound', '$4.50 a lb', '4.50/lb',
            '$4.50 lb', '$4.50 a pound (~$90)', '$4.50/lb (about $90)', '$4.50/lb ($90 total)')}),
 ("Pickup's Tuesday the 25th, between 10 and 2.", ['new'],
  {TPD: at(['Tuesday the 25th', 'Tuesday 25th', 'Tue 25th', 'the 25th'], span(['10', '10am'], ['2', '2pm']),
           ['Tuesday the 25th between 10 and 2', 'Tuesday the 25th, between 10am and 2pm', 'Tue 25th 10am-2pm',
            'Tuesday 25th, 10am to 2pm', 'Tuesday the 25th (10am-2pm)', 'Tuesday 25th (10-2)', 'Tuesday the 25th, 10-2',
            'the 25th (Tuesday), 10am-2pm', 'Tuesday the 25th, 10 till 2', 'Tuesday 25th between 10am and 2pm'])}),
 ("Honestly I'm already stressing about the gravy.", [], {}),
 ("Update: my brother's bringing his new girlfriend and Priya's kids are coming after all, so we're at 17 now.",
  ['update'],
  {TGG: ['17', '17 people', 'seventeen', '17 guests', 'seventeen people', '17 total', '17 (was 14)', '17 now', '17 ppl',
         '17 (incl. brother\'s girlfriend and Priya\'s kids)', 'now 17']}),
 ("17 is a lot for a 20-pounder. Can you bump the turkey to 24 pounds?", ['update'],
  {TS: _lb(24, 'twenty-four', ['24 lb (for 17 people)', '24 lbs (bumped up)', '24 pounds (for 17)'])}),
 ("What's Mom bringing again?", ['check'], {}, ask(TGM, split={TGM: [PUM, PEC]})),
 ("Mom says she's swapping the pecan for apple this year. Fine, whatever.", ['update'],
  {TGM: _pies(PUM, APL, 'pumpkin', 'apple')}),
 ("Miller Farm just called — they're out of 24s, so back to the 20-pounder, plus a turkey breast on the side.",
  ['new', 'update'],
  {TS: _lb(20, 'twenty', ['20 lb (no 24s left)', '20 lbs (out of 24s)', '20-pounder (24s sold out)', '20 lb (back from 24)']),
   TEX: ['turkey breast', 'a turkey breast', 'turkey breast on the side', 'plus a turkey breast', 'extra turkey breast',
         '1 turkey breast', 'turkey breast (extra)', '+ turkey breast', 'a turkey breast on the side', 'turkey breast (on the side)',
         'one turkey breast', 'turkey breast too']}),
 ("Okay, give me the whole rundown — dinner and the turkey.", ['check'], {},
  check(TG, TK, split={TGM: [PUM, APL], TGE: [TUR, MSH, STF]})),
])

# 5 ----------------------------------------------------------------------------------------------------------------
SC = N("scuba course|scuba certification|padi open water|open water course|padi course|scuba|scuba diving|dive course",
       "diving course|open water certification|padi open water course|padi certification|scuba lessons|diving lessons",
       "dive certification|certification|open water|padi|scuba class|dive class|learn to dive|learning to dive",
       "scuba course (deep blue scuba)|deep blue scuba course|course at deep blue scuba|padi open water (deep blue scuba)",
       "getting certified|scuba cert|open water cert|padi ow|ow course|scuba certification course|open water diver",
       "padi open water diver|scuba (padi open water)")
DM = N("dive medical|medical sign-off|medical clearance|doctor sign-off|doctor signoff|medical form|medical questionnaire",
       "doctor's sign-off|doctor appointment|doctor's appointment|dr alvarez|dr. alvarez|appointment with dr alvarez",
       "medical|doctor|dive medical clearance|medical sign off|medical signoff|get medical form signed|doctor to sign form",
       "asthma sign-off|asthma clearance|physician sign-off|medical statement|diver medical|medical form sign-off",
       "doctor sign off|dive medical form|medical clearance for diving|asthma")
CSH = f"{SC}/" + N("dive shop|shop|where|provider|school|dive center|dive centre|with|operator|through|location|store",
                   "dive school|instructor")
CCL = f"?{SC}/" + N("course type|level|certification level|cert|course name|which course|program|agency|type")
CEL = f"?{SC}/" + N("elearning|e-learning|online|theory|first step|academics|knowledge|online part|elearning first",
                    "online portion|first|order|steps")
CPS = f"{SC}/" + N("pool sessions|pool|pool dates|pool days|pool sessions dates|confined water|pool when|pool dives",
                   "pool training|pool schedule|pool sessions when|pool session dates|pool time|pool hours|pool times",
                   "pool session time|pool session hours|confined water sessions|pool session")
CPR = f"{SC}/" + N("price|cost|fee|how much|course fee|course cost|total|tuition|charge|amount|course price")
CIN = f"?{SC}/" + N("includes|included|covers|price includes|rental gear|rentals|gear included|comes with")
CGR = f"{SC}/" + N("own gear|gear to buy|buy|to buy|personal gear|need to buy|my gear|gear|own|things to buy",
                   "personal equipment|equipment to buy|kit|not included|need own|gear needed|own equipment")
CSI = f"{SC}/" + N("open water site|site|dive site|open water location|quarry|checkout site|open water where",
                   "checkout dives location|where open water|open water dive site|checkout location|location of dives")
COW = f"{SC}/" + N("open water dives|open water|checkout dives|open water dive dates|open water weekend|dives",
                   "checkout dive dates|open water dates|checkout weekend|ow dives|open water when|dive dates")
MWH = f"?{DM}/" + N("reason|why|because|condition|asthma|medical condition|issue|trigger|flagged|answered yes to")
MBY = f"{DM}/" + N("deadline|before|needed by|due|by|needed before|must be done before|due by|by when",
                   "needs to be before|needed for|required before|sign off before")
MDR = f"{DM}/" + N("doctor|dr|physician|gp|who|with|doctor name|dr name|seeing|provider|primary care|pcp")
MAP = f"{DM}/" + N("appointment|appt|date|when|booked|booked for|appointment time|time|appointment date|visit",
                   "scheduled|on|date and time|appt time")
MSK = ['mask', 'dive mask', 'a mask', 'my own mask', 'scuba mask']
FIN = ['fins', 'a pair of fins', 'dive fins', 'my own fins', 'pair of fins']
BOO = ['boots', 'dive boots', 'booties', 'neoprene boots', 'wetsuit boots', 'dive booties']
sc('h18_scuba', 'Held-out 18 (issue 14): a PADI Open Water course and a doctor\'s sign-off for the dive medical', 'An '
   'American, excited opener with an emoji, a shop and the course order, pool days as "the next two Saturdays" with '
   'hours to "noon", a price with what it includes and three things to buy, a site and four dives "over a weekend in '
   'May", a second task from a medical questionnaire with a deadline, a doctor and a time in a fragment, an aside '
   'with nothing to record, one thing dropped on the shop\'s word, a check on one slot, the appointment moved by the '
   'doctor\'s office, the dive dates made exact ("btw"), the dropped thing put back, a check over both.', [
 ("Signed up for PADI Open Water with Deep Blue Scuba!! eLearning first, then pool sessions 🤿", ['new'],
  {SC: None,
   CSH: ['Deep Blue Scuba', 'Deep Blue', 'Deep Blue Scuba (dive shop)', 'Deep Blue Scuba shop', 'Deep Blue Scuba dive shop'],
   CCL: ['PADI Open Water', 'Open Water', 'PADI OW', 'Open Water Diver', 'PADI Open Water Diver', 'PADI'],
   CEL: ['eLearning first', 'first', 'eLearning', 'e-learning first', 'eLearning first, then pool', 'online first', 'do eLearning first',
         'eLearning (first)', 'to do first', 'eLearning then pool sessions', 'eLearning, then pool sessions', 'e-learning',
         'eLearning first, then pool sessions', 'online eLearning first', 'yes, first']}),
 ("Pool sessions are the next two Saturdays, 8am to noon.", ['new'],
  {CPS: at(['next two Saturdays', 'the next two Saturdays', 'next 2 Saturdays', 'two Saturdays'],
           span(['8am', '8'], ['noon', '12pm']),
           ['next two Saturdays, 8am to noon', 'the next two Saturdays, 8am-noon', 'next 2 Saturdays 8am-12pm',
            'Saturdays x2, 8am-noon', 'two Saturdays, 8-12', 'next two Saturdays (8am-noon)', 'next two Saturdays, 8am till noon',
            '8am-noon, next two Saturdays', '8am to noon on the next two Saturdays', 'next two Saturdays 08:00-12:00'])}),
 ("Course is $549 — that includes rental gear, but not my own mask, fins and boots.", ['new'],
  {CPR: usd(549, '$549 (includes rental gear)', '$549 incl. rental gear', '$549 with rental gear', '$549 including rental gear',
            '$549 (rental gear included)'),
   CIN: ['rental gear', 'rental gear included', 'includes rental gear', 'rentals', 'gear rental', 'rental equipment',
         'rental gear (not mask, fins, boots)', 'rental gear (not mask, fins or boots)', 'rental gear, not personal gear',
         'yes, rental gear', 'rental gear only'],
   CGR: items(MSK, FIN, BOO, more=['mask, fins, boots (not included)', 'mask, fins and boots (own)', 'mask/fins/boots',
                                   'own mask, fins and boots'])}),
 ("Then the open water dives are at Dutch Springs — 4 dives over a weekend in May.", ['new'],
  {CSI: ['Dutch Springs', 'Dutch Springs quarry', 'Dutch Springs (PA)', 'at Dutch Springs', 'Dutch Springs, PA',
         'Dutch Springs, Pennsylvania'],
   COW: ['4 dives over a weekend in May', '4 dives, a weekend in May', 'a weekend in May', 'weekend in May', '4 dives (weekend in May)',
         'four dives over a weekend in May', '4 dives in May', 'May weekend, 4 dives', 'weekend in May (4 dives)',
         '4 dives over a May weekend', '4 dives at Dutch Springs, weekend in May', '4 dives over a weekend in May at Dutch Springs',
         'May (weekend), 4 dives', '4 dives over one weekend in May', 'one weekend in May', 'a weekend in May (4 dives)',
         '4 open water dives, weekend in May', '4 dives, weekend in May', 'four dives, a weekend in May', '4 dives (May weekend)',
         'a weekend in May, 4 dives', '4 dives over a weekend (May)', '4 dives - weekend in May', 'May, 4 dives over a weekend']}),
 ("Problem — the medical questionnaire asked about asthma and I said yes, so now a doctor has to sign it off before "
  "the pool sessions.", ['new'],
  {DM: None,
   MWH: ['asthma', 'answered yes to asthma', 'said yes to asthma', 'asthma question', 'asthma (said yes)', 'yes to asthma',
         'asthma on medical questionnaire', 'asthma - said yes', 'asthma (yes on questionnaire)', 'ticked yes for asthma'],
   MBY: ['before the pool sessions', 'before pool sessions', 'before the pool', 'before first pool session', 'before pool',
         'before the first pool session', 'before the next two Saturdays', 'before the first Saturday', 'before the pool sessions start',
         'pool sessions', 'before Saturday', 'before pool sessions start', 'before the first pool day', 'before pool training',
         'the pool sessions', 'before next Saturday', 'by the first pool session', 'before the first Saturday pool session']}),
 ("Got in with Dr. Alvarez Thursday at 4:20.", ['new'],
  {MDR: ['Dr. Alvarez', 'Dr Alvarez', 'Alvarez', 'Doctor Alvarez', 'Dr. Alvarez (asthma)'],
   MAP: at(['Thursday', 'Thu', 'Thurs', 'this Thursday'], clock(4, 20, 'pm'))}),
 ("haven't been in a pool since like middle school lol", [], {}),
 ("Oh wait, the shop says boots come with the fin rental for the pool, so just mask and fins for me.", ['update'],
  {CGR: items(MSK, FIN, more=['just mask and fins', 'mask and fins only', 'mask + fins', 'mask & fins',
                              'mask and fins (boots included in rental)', 'mask, fins (not boots)', 'mask and fins (boots come with rental)',
                              'just a mask and fins', 'only mask and fins', 'mask and fins (no boots)'])}),
 ("how much is the course again?", ['check'], {}, ask(CPR)),
 ("Dr. Alvarez's office moved me to Friday at 9:10am, she's out Thursday.", ['update'],
  {MAP: at(['Friday', 'Fri', 'this Friday'], clock(9, 10, 'am'),
           ['Friday 9:10am (not Thursday)', 'Friday at 9:10am (moved from Thursday)', 'Friday at 9:10am (rescheduled)'])}),
 ("Open water weekend is May 17th–18th btw.", ['update'],
  {COW: ['May 17-18', 'May 17th-18th', 'May 17–18', '17-18 May', '17th-18th May', 'May 17th–18th', 'May 17th and 18th',
         '17th and 18th May', 'May 17 & 18', 'May 17/18', 'weekend of May 17th', 'weekend of May 17-18', 'May 17-18 (4 dives)',
         '4 dives, May 17-18', '4 dives over May 17-18', '4 dives, May 17th-18th', 'May 17th–18th (4 dives)', '4 dives on May 17-18',
         'Sat May 17 - Sun May 18', 'May 17 and 18', 'May 17th to 18th', 'May 17 to 18', 'May 17th & 18th', '17-18 May (4 dives)',
         '4 dives, weekend of May 17-18', '4 dives over the weekend of May 17-18', 'May 17-18, 4 dives', 'the 17th-18th of May',
         'May 17-18 weekend', '4 dives over May 17th–18th', 'May 17–18, 4 dives', '4 dives May 17-18', 'May 17th-18th (4 dives)',
         '4 dives, May 17–18', 'May 17-18 (4 dives at Dutch Springs)']}),
 ("Actually add the boots back — they said Dutch Springs is freezing and I'll want my own.", ['update'],
  {CGR: items(MSK, FIN, BOO, more=['mask, fins, boots (not included)', 'mask, fins and boots (own)', 'mask/fins/boots',
                                   'own mask, fins and boots', 'mask, fins and boots (Dutch Springs is cold)'])}),
 ("ok where am i at with the course and the doctor thing", ['check'], {},
  check(SC, DM, split={CGR: [MSK, FIN, BOO]})),
])

# 6 ----------------------------------------------------------------------------------------------------------------
CT = N("cricket teas|teas|doing the teas|cricket tea|match tea|tea|teas for the cricket club|cricket club teas",
       "little hadley teas|teas at little hadley|little hadley cricket teas|the teas|tea duty|match teas|home match teas",
       "cricket match teas|teas for saturday|saturday teas|teas (little hadley cc)|cricket club tea|doing teas",
       "village cricket teas|first teas|tea for the match|match tea (little hadley)|teas for the match")
JN = N("junior nets|nets|sam's nets|cricket nets|sam's cricket|junior cricket|nets for sam|sam nets|under-11 nets",
       "u11 nets|sam's junior nets|junior cricket nets|cricket coaching|junior coaching|nets sessions|sam's cricket nets",
       "sam cricket|kids nets|junior training|cricket training|sam's training|under 11s nets|u11s nets|nets (sam)",
       "juniors|sam's coaching|junior nets (sam)|sam - junior nets")
TCL = f"{CT}/" + N("club|team|cricket club|for|which club|home team|host club|club name")
TOP = f"{CT}/" + N("opposition|opponent|opponents|against|versus|vs|away team|visitors|visiting team|playing",
                   "opposing team|match against|other team|fixture|visiting side")
TDT = f"{CT}/" + N("date|when|day|match date|match day|on|which day|game date|scheduled|tea date|first match")
TTI = f"{CT}/" + N("time|tea time|served at|serving time|start|what time|tea at|serve at|tea served|time served|teatime")
TWH = f"?{CT}/" + N("where|venue|location|pavilion|place|at|served in|ground|clubhouse")
TNU = f"{CT}/" + N("numbers|number|how many|headcount|people|head count|count|covers|feeding|catering for",
                   "number of people|size|players|for how many|servings|how many people")
TMN = f"{CT}/" + N("menu|food|what to make|making|spread|dishes|items|what i'm making|food list|plan|bake|to make",
                   "offering|tea menu")
TBU = f"{CT}/" + N("budget|money|allowance|club pays|contribution|club contribution|funds|spend|limit|max|towards",
                   "cash|from club|amount|club gives|club money")
TRC = f"{CT}/" + N("receipts|treasurer|receipts to|give receipts to|reimbursement|claim from|who pays back|money back",
                   "receipts for|expenses|expenses to|hand receipts to")
NDY = f"{JN}/" + N("day|days|when|night|evening|which day|weekly on|day of week|sessions on|every|nets day|schedule")
NTM = f"{JN}/" + N("time|times|hours|from to|what time|session time|timing|start time|session hours|time slot|slot")
NAG = f"{JN}/" + N("age group|age|group|squad|level|age band|category|under-11s|u11|which group|team")
NCO = f"{JN}/" + N("cost|price|fee|fees|how much|per session|session cost|charge|cost per session|term cost|term price",
                   "subs|payment")
NKT = f"{JN}/" + N("kit|kit needed|gear|equipment|needs|to buy|kit to buy|must have|required kit|buy|what he needs",
                   "kit list|protective kit|needs to get")
NRS = f"?{JN}/" + N("reason|why|because|note|pitch|reason for change|why thursday|cause")
SAN = ['sandwiches', 'sarnies', 'sandwich']
SPO = ['Victoria sponge', 'a Victoria sponge', 'Victoria sponge cake', 'sponge', 'sponge cake', 'Vicky sponge']
SRO = ['sausage rolls', 'sausage roll']
SCN = ['scones', 'scone']
BOX = ['box', 'a box', 'his own box', 'cricket box', 'abdominal guard', 'protective box']
HEL = ['helmet', 'a helmet', 'cricket helmet']
sc('h18_cricket', 'Held-out 18 (issue 14): doing the teas at a village cricket club and a son\'s junior nets', 'A '
   'British, put-upon opener ("roped into") with the club, the opposition and a date, a tea time, a place and a '
   'headcount as "call it 26", a menu of four in a "thinking" sentence, the club\'s money and who gets the receipts in '
   'one sentence, a second task begun "Oh, and" with a day, times as "6 till half 7" and an age group, a price with '
   'an alternative, an aside with nothing to record, the opposition replaced ("Still the 7th"), one item scrapped, a '
   'check on one slot, kit the coach asks for, the day moved with the reason, a check over both.', [
 ("I've been roped into doing the teas at Little Hadley cricket club this summer. First one's the home match against "
  "Bramley, Saturday the 7th.", ['new'],
  {CT: None,
   TCL: ['Little Hadley', 'Little Hadley cricket club', 'Little Hadley CC', 'Little Hadley Cricket Club', 'LHCC',
         'Little Hadley (home)'],
   TOP: ['Bramley', 'Bramley CC', 'Bramley cricket club', 'vs Bramley', 'against Bramley', 'Bramley (away team)',
         'Bramley (home match)', 'home vs Bramley', 'Bramley (visitors)', 'v Bramley', 'home match v Bramley'],
   TDT: nth(7, 'Saturday', None, ['Saturday the 7th (home match)', 'Sat 7th (home)'])}),
 ("Tea's at 4:15 in the pavilion, both teams plus the umpires and scorers, so call it 26.", ['new'],
  {TTI: clock(4, 15, 'pm', ['4:15pm tea', 'tea at 4:15']),
   TWH: ['pavilion', 'the pavilion', 'in the pavilion', 'clubhouse pavilion', 'cricket pavilion'],
   TNU: ['26', 'about 26', '26 people', 'twenty-six', '~26', 'around 26', '26 (both teams, umpires, scorers)',
         '26 (both teams + umpires + scorers)', 'call it 26', '26 covers', 'approx 26', '26 people (both teams, umpires and scorers)',
         'both teams plus umpires and scorers (26)', '26 (both teams plus umpires and scorers)', 'about 26 people', 'roughly 26']}),
 ("I'm thinking sandwiches, a Victoria sponge, sausage rolls and scones.", ['new'],
  {TMN: items(SAN, SPO, SRO, SCN)}),
 ("The club puts £40 towards it and I hand the receipts to Dev, he's the treasurer.", ['new'],
  {TBU: gbp(40, '£40 from the club', '£40 (club)', '£40 towards it', '£40 club contribution', 'club gives £40', '£40 from club',
            'club puts £40 towards it', 'club pays £40', '£40 towards teas', '£40 (from the club)', '£40 club money'),
   TRC: ['Dev', 'Dev (treasurer)', 'Dev, the treasurer', 'to Dev', 'treasurer Dev', 'Dev - treasurer', 'receipts to Dev',
         'give receipts to Dev', 'hand receipts to Dev', 'Dev (treasurer) - receipts', 'receipts to Dev (treasurer)', 'Dev the treasurer',
         'hand to Dev (treasurer)', 'Dev, treasurer']}),
 ("Oh, and Sam wants to do junior nets — Friday evenings, 6 till half 7, for the under-11s.", ['new'],
  {JN: None,
   NDY: ['Friday evenings', 'Fridays', 'Friday', 'Fri', 'Friday evening', 'Friday nights', 'every Friday', 'Fri evenings',
         'Fridays (evenings)', 'Friday eves', 'every Friday evening', 'Fri eve'],
   NTM: span(['6', '6pm', '6:00', '6.00', '6 pm', '18:00', '6:00pm'], ['7:30', '7.30', 'half 7', '7:30pm', '7.30pm', 'half seven',
                                                                   '19:30', '7:30 pm'],
             ['six till half seven', '6 till half 7', '6pm till half 7', '6 to half 7', '6pm to half 7',
              '6-7:30pm', '6 - 7.30pm']),
   NAG: ['under-11s', 'under 11s', 'U11s', 'U11', 'under-11', 'under 11', 'under-11s group', 'under 11s (juniors)', 'U-11s', 'u11s',
         'Under 11s', 'juniors (under-11s)']}),
 ("It's £5 a session, or £45 if you pay for the whole term up front.", ['new'],
  {NCO: ['£5 a session or £45 a term', '£5 per session or £45 per term', '£5/session or £45/term', '£5 a session, £45 for the term',
         '£5 a session (or £45 for the term)', '£5 per session, £45 per term', '£5 a session or £45 for the whole term',
         '£5 session / £45 term', '£5 per session (£45 per term up front)', '£5 a session or £45 for the term up front',
         '£5 each or £45 a term', '£5/session, £45/term', '£5 a go or £45 a term', '£5 a session, or £45 for the term',
         '£5 per session or £45 for the term', '£5 per session; £45 per term', '£5 a session / £45 a term',
         '£5 a session; £45 for the whole term up front', '£5 a session or £45 for the whole term up front',
         '£5/session or £45 for the term', '£5 per session or £45 up front for the term', '£5 a session (£45 a term up front)',
         '£5 per session, or £45 per term', '£5 a session, £45 a term', '£5 per session / £45 per term', '£5 or £45 a term',
         '£5 a session or £45/term', '£5 per session (or £45 for the term)', '£5 per session, £45 for the whole term']}),
 ("He's been bowling at the garage door all week. Poor door.", [], {}),
 ("Change of plan — Bramley have pulled out, so it's Oakford now. Still the 7th.", ['update'],
  {TOP: ['Oakford', 'Oakford CC', 'Oakford cricket club', 'vs Oakford', 'against Oakford', 'Oakford (instead of Bramley)',
         'home vs Oakford', 'Oakford (visitors)', 'Oakford (not Bramley)', 'v Oakford', 'home match v Oakford', 'Oakford (away team)']}),
 ("Actually scrap the scones, apparently nobody touched them last year.", ['update'],
  {TMN: items(SAN, SPO, SRO)}),
 ("Who was I handing the receipts to?", ['check'], {}, ask(TRC)),
 ("Coach says Sam needs his own box and a helmet before nets start.", ['new'],
  {NKT: items(BOX, HEL, more=['box and helmet (before nets start)', 'own box and a helmet', 'box + helmet', 'box & helmet'])}),
 ("And nets have moved to Thursdays, same time — they're re-laying the pitch.", ['update'],
  {NDY: ['Thursdays', 'Thursday', 'Thu', 'Thurs', 'Thursday evenings', 'Thursday evening', 'Thursday nights', 'every Thursday',
         'Thursdays (same time)', 'Thursdays, same time', 'Thursday (not Friday)', 'Thursdays (pitch being re-laid)',
         'Thursdays instead of Fridays', 'Thurs evenings', 'Thursdays 6-7:30', 'Thursday evenings (same time)',
         'Thursdays (re-laying the pitch)', 'every Thursday evening'],
   NRS: ['pitch being re-laid', 're-laying the pitch', 'pitch re-laid', 're-laying pitch', 'pitch works', 'pitch being relaid',
         'relaying the pitch', "they're re-laying the pitch", 'pitch re-laying', 'pitch relaid', 'relaying pitch', 'pitch work']}),
 ("Right, what have I got for the teas and Sam's nets?", ['check'], {},
  check(CT, JN, split={TMN: [SAN, SPO, SRO], NKT: [BOX, HEL]})),
])

# 7 ----------------------------------------------------------------------------------------------------------------
SL = N("sleep study|home sleep study|home sleep test|sleep test|sleep apnea test|snoring|snoring test|sleep apnea study",
       "sleep study (home)|sleep study with dr kim|dr kim sleep study|riverside sleep study|sleep study at riverside",
       "snoring study|my sleep study|sleep evaluation|home sleep apnea test|hsat|sleep testing|snoring checkup",
       "sleep apnea screening|at-home sleep study|at home sleep study|snoring (sleep study)|sleep apnea")
CP = N("cpap|cpap machine|getting a cpap|cpap setup|cpap therapy|cpap order|new cpap|c-pap|cpap from apria|apria cpap",
       "apria order|cpap (apria)|cpap equipment|cpap machine order|sleep apnea treatment|apnea treatment|treatment",
       "cpap fitting|my cpap|cpap machine (apria)|c-pap machine")
LDR = f"{SL}/" + N("doctor|dr|physician|ordered by|referred by|doctor name|dr name|specialist|sleep doctor")
LTY = f"{SL}/" + N("type|kind|test type|study type|home or lab|format|at home|setting|test|where done")
LRS = f"?{SL}/" + N("reason|why|because|symptom|complaint|cause|for|concern|snoring")
LCT = f"{SL}/" + N("center|sleep center|place|location|clinic|pickup place|kit from|pick up from|provider|lab",
                   "facility|pick-up location|where|sleep centre")
LKP = f"{SL}/" + N("kit pickup|pickup|pick up|pick up kit|collect kit|get kit|kit collection|pickup date|start",
                   "start date|collect|pick-up|kit pick-up|collect on")
LRE = f"{SL}/" + N("return|return kit|kit return|return date|drop off|drop-off|bring back|return by|due back",
                   "returning|end|until|drop back")
LNI = f"{SL}/" + N("nights|number of nights|how many nights|duration|nights recording|recording nights|length",
                   "recording|nights of recording")
LRU = f"{SL}/" + N("rules|restrictions|avoid|don'ts|instructions|rule|restriction|things to avoid|not allowed",
                   "prep|guidelines|during study|no")
LCO = f"{SL}/" + N("cost|copay|co-pay|price|fee|how much|out of pocket|charge|amount|pay|costs")
LRES = f"{SL}/" + N("result|results|diagnosis|outcome|finding|findings|ahi|verdict|test result|study result")
PPB = f"?{CP}/" + N("prescribed by|ordered by|doctor|dr|prescriber|prescribing doctor|per|recommended by")
PSU = f"{CP}/" + N("supplier|company|from|provider|dme|vendor|who supplies|through|supplied by|dme supplier|source")
PMA = f"{CP}/" + N("machine|model|device|unit|which machine|cpap model|make|machine model|what machine|product")
PCO = f"{CP}/" + N("cost|price|my cost|pay|out of pocket|copay|how much|cost to me|amount|charge|what i pay|i pay")
PCV = f"?{CP}/" + N("coverage|insurance|covered|insurance covers|insurance coverage|percent covered|cover|insurance pays")
PMF = f"{CP}/" + N("mask fitting|fitting|mask fit|fitting appointment|fit|mask appointment|mask fitting date",
                   "mask fitting time|appointment|setup|setup appointment|when")
PRU = f"{CP}/" + N("compliance|usage rule|rule|requirement|usage|use|minimum use|requirement for insurance",
                   "insurance rule|usage requirement|compliance rule|must use|hours|use it|compliance requirement")
AS11 = ['ResMed AirSense 11', 'AirSense 11', 'ResMed AirSense11', 'AirSense11', 'Resmed Airsense 11', 'ResMed AirSense 11 CPAP',
        'AirSense 11 (ResMed)', 'ResMed Air Sense 11']
AS10 = ['ResMed AirSense 10', 'AirSense 10', 'ResMed AirSense10', 'AirSense10', 'Resmed Airsense 10', 'ResMed AirSense 10 CPAP',
        'AirSense 10 (ResMed)', 'ResMed Air Sense 10']
KIM = ['Dr. Kim', 'Dr Kim', 'Kim', 'Doctor Kim']
sc('h18_sleep', 'Held-out 18 (issue 14): a home sleep study for snoring and a CPAP machine after it', 'An American, '
   'grudging opener ("My wife finally made me") with a doctor and the kind of study, a centre with a pick-up day and a '
   'return "Wednesday morning", nights and two rules, a copay in a fragment, an aside with nothing to record, the '
   'results recorded and a second task begun in the same turn, a supplier, a model, coverage and cost, a fitting, a '
   'check on one slot, the model swapped ("same price"), a usage rule, the fitting moved ("same time"), a check on the '
   'second task alone.', [
 ("My wife finally made me see someone about the snoring. Dr. Kim wants me to do a home sleep study.", ['new'],
  {SL: None, LDR: KIM,
   LTY: ['home', 'home sleep study', 'at home', 'home study', 'home test', 'home sleep test', 'at-home', 'at home study', 'in-home',
         'home sleep apnea test', 'HSAT', 'at-home sleep study'],
   LRS: ['snoring', 'my snoring', 'snoring (wife)', 'wife says I snore', 'snoring - wife insisted', 'loud snoring',
         'snoring (wife made me go)']}),
 ("I pick up the kit at Riverside Sleep Center on Monday the 3rd and drop it back Wednesday morning.", ['new'],
  {LCT: ['Riverside Sleep Center', 'Riverside', 'Riverside Sleep Centre', 'Riverside sleep center', 'Riverside Sleep Center (pickup)',
         'the Riverside Sleep Center', 'Riverside Sleep Clinic'],
   LKP: nth(3, 'Monday', None, ['Monday the 3rd (Riverside)', 'Monday 3rd at Riverside Sleep Center']),
   LRE: ['Wednesday morning', 'Wed morning', 'Weds morning', 'Wednesday AM', 'Wednesday', 'Wed', 'Wednesday (morning)',
         'Wednesday the 5th', 'Wed the 5th, morning', 'Wednesday morning (the 5th)', 'Wednesday 5th morning', 'the 5th',
         'Wednesday morning, the 5th', 'Wednesday a.m.', 'Weds', 'Wed AM', 'Wed a.m.', 'Wed 5th', 'Wednesday 5th',
         'Wednesday the 5th, morning', 'Wednesday morning (Riverside)', 'drop back Wednesday morning', 'Wednesday morning drop-off']}),
 ("It records two nights. No alcohol and no naps on those days.", ['new'],
  {LNI: ['two', '2', 'two nights', '2 nights', 'two nights of recording', '2 nights recording', 'two night', '2 nights of recording',
         '2 (nights)', 'two nights recording', '2 nights (Mon and Tue)', 'Monday and Tuesday nights'],
   LRU: items(['no alcohol', 'alcohol', 'no drinking', 'avoid alcohol', 'no booze'], ['no naps', 'naps', 'no napping', 'avoid naps'],
              more=['no alcohol or naps', 'no alcohol or naps on those days', 'no alcohol, no naps on study days',
                    'no alcohol and no naps on those days', 'no alcohol/naps', 'no alcohol or naps (on study days)',
                    'alcohol and naps', 'no alcohol or napping'])}),
 ("Copay's $75.", ['new'],
  {LCO: usd(75, '$75 copay', '$75 co-pay', 'copay $75', '$75 (copay)')}),
 ("lol she already bought earplugs 'for after the results'", [], {}),
 ("Results are in — moderate sleep apnea, AHI of 22. Dr. Kim's putting me on a CPAP.", ['new'],
  {LRES: ['moderate sleep apnea, AHI 22', 'moderate sleep apnea (AHI 22)', 'moderate sleep apnea', 'moderate OSA, AHI 22',
          'moderate obstructive sleep apnea (AHI 22)', 'moderate sleep apnea, AHI of 22', 'AHI 22, moderate sleep apnea',
          'moderate apnea, AHI 22', 'moderate sleep apnea - AHI 22', 'AHI 22 (moderate sleep apnea)', 'moderate sleep apnoea, AHI 22',
          'moderate OSA (AHI 22)', 'moderate sleep apnea; AHI 22', 'moderate sleep apnea with AHI of 22', 'moderate sleep apnea, AHI=22',
          'moderate sleep apnea (AHI of 22)', 'moderate OSA', 'sleep apnea (moderate, AHI 22)', 'moderate sleep apnea — AHI 22',
          'moderate sleep apnea, AHI 22 (CPAP)', 'moderate sleep apnea (AHI 22), CPAP', 'moderate obstructive sleep apnea, AHI 22',
          'moderate sleep apnea, AHI 22 - needs CPAP', 'moderate sleep apnea (AHI 22) - CPAP prescribed'],
   CP: None, PPB: KIM}),
 ("Supplier's Apria — they're sending a ResMed AirSense 11. Insurance covers 80%, so I'm out about $180.", ['new'],
  {PSU: ['Apria', 'Apria Healthcare', 'Apria (supplier)'],
   PMA: AS11,
   PCO: usd(180, 'about $180', '~$180', 'around $180', '$180 (after 80% insurance)', '$180 (insurance covers 80%)', 'approx $180',
            'roughly $180', 'about $180 out of pocket', '$180 out of pocket', '~$180 out of pocket', '$180 (20%)',
            'about $180 (insurance covers 80%)', '~$180 (80% covered)', 'about $180 after insurance'),
   PCV: ['80%', '80 percent', 'insurance covers 80%', '80% covered', 'covers 80%', '80% by insurance', '80% insurance', '80% coverage']}),
 ("Mask fitting's Tuesday the 18th at 11:30.", ['new'],
  {PMF: at(nth(18, 'Tuesday'), clock(11, 30, 'am'))}),
 ("Which machine are they sending me again?", ['check'], {}, ask(PMA)),
 ("Apria's backordered on the 11 — they're subbing in the AirSense 10, same price.", ['update'],
  {PMA: AS10 + ['AirSense 10 (instead of 11)', 'AirSense 10, same price', 'ResMed AirSense 10 (same price)',
                'AirSense 10 (same price)', 'ResMed AirSense 10 (instead of the 11)']}),
 ("And I have to use it at least 4 hours a night on 70% of nights or insurance stops paying for it.", ['new'],
  {PRU: ['at least 4 hours a night on 70% of nights', '4 hours/night on 70% of nights', '4+ hours a night, 70% of nights',
         'at least 4 hrs/night on 70% of nights', '4 hours a night, 70% of nights', '4h/night on 70% of nights',
         'min 4 hours a night on 70% of nights', 'at least 4 hours on 70% of nights', '4 hours per night on 70% of nights',
         '≥4 hours a night on 70% of nights', '4 hours a night 70% of nights', 'at least 4 hours/night, 70% of nights',
         'use 4+ hours a night on 70% of nights', '4 hrs a night on 70% of nights',
         'at least 4 hours a night on 70% of nights or insurance stops paying',
         '4 hours a night on 70% of nights (or insurance stops paying)', 'at least 4 hours per night on 70% of nights',
         '4+ hrs/night on 70% of nights', '4 hours/night, 70% of nights (insurance)', 'at least 4 hours a night, 70% of nights',
         '4 hours on 70% of nights', '4+ hours on 70% of nights', 'at least 4 hours a night on at least 70% of nights',
         '4 hours a night on 70% of nights or insurance stops paying', '≥4 h/night on ≥70% of nights',
         'at least 4 hrs a night on 70% of nights (insurance)', '4 hours a night on 70% of nights', '4hrs/night, 70% of nights']}),
 ("Fitting got bumped to Thursday the 20th, same time.", ['update'],
  {PMF: at(nth(20, 'Thursday'), clock(11, 30, 'am'),
           ['Thursday the 20th, same time', 'Thursday the 20th (same time)', 'Thu 20th, same time', 'Thursday 20th (same time)'])}),
 ("Okay, where am I at with the CPAP?", ['check'], {}, check(CP)),
])

# 8 ----------------------------------------------------------------------------------------------------------------
FK = N("fostering|foster kittens|fostering kittens|kitten fostering|foster litter|kittens|the kittens|foster",
       "fostering for paws|paws rescue fostering|fostering (paws rescue bristol)|foster cats|fostering a litter|litter",
       "the litter|kitten foster|foster kittens for paws|fostering mum and kittens|fosters|our fosters|cat fostering",
       "fostering cats|kitten fostering (paws)|paws fostering|foster litter (paws rescue)|fostering a mum and kittens")
LA = N("lou adopting|lou's adoption|lou adoption|adoption for lou|lou|lou adopting a kitten|lou's kitten|kitten for lou",
       "adoption|lou adopting pickle|lou adopts|adopting (lou)|friend adopting|lou's new kitten|rehoming to lou",
       "lou rehoming|adopting a kitten|pickle's adoption|pickle to lou|lou (adopting pickle)|friend lou adopting")
FRE = f"{FK}/" + N("rescue|charity|for|organisation|organization|through|rescue centre|shelter|fostering for|via|org")
FLI = f"{FK}/" + N("litter|cats|what|animals|how many|number|who|count|mum and kittens|kittens|litter size|group")
FAG = f"{FK}/" + N("age|how old|weeks|kitten age|age (weeks)|weeks old|kittens age|kittens' age")
FRM = f"{FK}/" + N("room|where|location|staying in|kept in|space|housed in|living in|room for them|spot|place")
FSU = f"{FK}/" + N("supplies|food and litter|covered|rescue covers|costs|covers|provided|paid by rescue|food",
                   "litter costs|expenses|what rescue covers|provision|who pays")
FCO = f"{FK}/" + N("coordinator|contact|foster coordinator|rescue contact|co-ordinator|point of contact",
                   "coordinator name|liaison|lead")
FWT = f"{FK}/" + N("weights|weigh-ins|weigh ins|weigh|weighing|send weights|weights to hannah|weight updates|reporting",
                   "report|updates|weekly weights|check-ins|weight reports|weekly update|weigh-in")
FNM = f"{FK}/" + N("names|kitten names|named|called|kittens' names|name|names so far|their names|kitten name")
FVT = f"{FK}/" + N("vet|vets|vet practice|surgery|which vet|vet clinic|practice|clinic|rescue vet")
FVD = f"{FK}/" + N("vet date|vet check|vet appointment|jabs|first jabs|vaccinations|vet visit|vet check date",
                   "appointment|jab date|when vet|vet day|vet when|jabs date")
LKT = f"{LA}/" + N("kitten|which kitten|which one|cat|kitten name|who|choice|pick|chosen|picked|wants")
LWH = f"{LA}/" + N("when|date|timing|adopt when|go home|going home|home date|take home|move date|collection|collect",
                   "rehome date|go date|pickup|from|adoption date")
LFE = f"{LA}/" + N("fee|adoption fee|cost|price|how much|charge|donation|amount")
LHV = f"{LA}/" + N("home visit|homecheck|home check|visit|check|home visit needed|requirement|needs|requirements",
                   "before adopting|needs first")
KN = lambda *ns: [[n] for n in ns]
sc('h18_kittens', 'Held-out 18 (issue 14): fostering a litter of kittens for a rescue and a friend adopting one', 'A '
   'British, chatty opener with the rescue, the litter and their age, a room and what the rescue pays for, a '
   'coordinator and a weekly job, a list of four names, a vet and a date with its purpose, an aside about a kitten '
   'with nothing to record, a second task about a friend with a kitten named before and a date as "round about", a fee '
   'and a condition, the vet date moved ("the Friday"), a check on one slot, one name changed ("she\'s Clover now"), '
   'the friend\'s date moved with the reason, a check over both.', [
 ("We've said we'll foster a litter for Paws Rescue Bristol — a mum and four kittens, about five weeks old.", ['new'],
  {FK: None,
   FRE: ['Paws Rescue Bristol', 'Paws Rescue', 'Paws', 'Paws Bristol', 'Paws Rescue (Bristol)', 'Paws Rescue, Bristol'],
   FLI: ['mum and four kittens', 'a mum and four kittens', 'mum + 4 kittens', 'mother and 4 kittens', 'mum and 4 kittens',
         '1 mum, 4 kittens', 'mum cat and four kittens', 'mum and four babies', '5 cats (mum + 4 kittens)', 'mum & 4 kittens',
         'mother cat and four kittens', 'mum plus four kittens', '4 kittens and mum', 'four kittens and their mum', '4 kittens + mum',
         'queen and 4 kittens', 'mum cat + 4 kittens', 'a litter: mum and four kittens', 'mum and 4 kittens (litter)',
         'mother and four kittens', '4 kittens and their mum', 'mum and 4 babies'],
   FAG: ['five weeks', '5 weeks', 'about five weeks', 'about 5 weeks', '~5 weeks', '5 weeks old', 'about five weeks old',
         'around 5 weeks', 'five weeks old', '5 wks', 'approx 5 weeks', 'kittens 5 weeks', 'about 5 weeks old', '5 weeks (kittens)',
         'kittens about 5 weeks old']}),
 ("They'll live in the spare room, and the rescue pays for food and litter.", ['new'],
  {FRM: ['spare room', 'the spare room', 'in the spare room', 'spare bedroom'],
   FSU: ['food and litter covered', 'rescue pays for food and litter', 'food and litter (rescue pays)', 'rescue covers food and litter',
         'food & litter paid by rescue', 'food and litter', 'food, litter (paid by rescue)', 'covered by rescue (food and litter)',
         'rescue pays food and litter', 'food and litter paid for', 'food and litter - rescue pays', 'paid by the rescue',
         'food and litter provided by rescue', 'rescue pays', 'food + litter covered by rescue', 'rescue covers food & litter',
         'food and litter from rescue', 'food and litter supplied by Paws', 'Paws pays for food and litter', 'the rescue',
         'rescue', 'food and litter paid by rescue', 'food and litter covered by the rescue', 'covered by rescue',
         'food & litter covered', 'rescue (food and litter)']}),
 ("Our coordinator's Hannah — I'm to send her their weights every Sunday.", ['new'],
  {FCO: ['Hannah', 'Hannah (coordinator)', 'Hannah, coordinator', 'coordinator Hannah', 'Hannah at Paws', 'Hannah - coordinator',
         'Hannah (Paws)', 'Hannah (foster coordinator)'],
   FWT: ['every Sunday', 'Sundays', 'weekly on Sundays', 'every Sunday to Hannah', 'Sunday', 'weekly, Sundays', 'weights every Sunday',
         'send weights every Sunday', 'send Hannah weights every Sunday', 'weights to Hannah every Sunday', 'Sundays (to Hannah)',
         'each Sunday', 'every Sun', 'weekly (Sunday)', 'weekly on Sunday', 'Sunday weights to Hannah', 'weekly - Sundays',
         'every Sunday (weights to Hannah)', 'send Hannah their weights every Sunday', 'every Sunday (to Hannah)',
         'weekly, every Sunday', 'Sundays, to Hannah', 'weigh and send every Sunday']}),
 ("Names so far are Pickle, Moth, Juniper and Sprout.", ['new'],
  {FNM: items(['Pickle'], ['Moth'], ['Juniper'], ['Sprout'])}),
 ("Vet check is at their vet, Westbury Vets, Thursday the 9th for first jabs.", ['new'],
  {FVT: ['Westbury Vets', 'Westbury', 'Westbury Vets (rescue vet)', 'Westbury Vet', 'Westbury Veterinary', 'Westbury vets surgery',
         "the rescue's vet, Westbury Vets", 'Westbury Vets (their vet)'],
   FVD: nth(9, 'Thursday', None, ['Thursday the 9th (first jabs)', 'Thursday 9th - first jabs', 'Thu 9th, first jabs',
                                  'first jabs Thursday the 9th', 'Thursday the 9th for first jabs', 'Thursday 9th (jabs)',
                                  'first jabs on Thursday the 9th', 'first jabs, Thursday 9th', 'Thursday the 9th, first jabs',
                                  'Thursday the 9th (vet check and first jabs)'])}),
 ("Moth has climbed the curtains twice already. TWICE.", [], {}),
 ("My friend Lou wants to adopt Pickle when he's old enough — nine weeks, so round about the 28th.", ['new'],
  {LA: None,
   LKT: ['Pickle', 'Pickle (boy)', 'Pickle the kitten'],
   LWH: nth(28, None, None, ['around the 28th', 'about the 28th', 'round about the 28th', '~28th', '28th (at nine weeks)',
                             'around the 28th (9 weeks old)', 'at nine weeks (around the 28th)', '9 weeks (around the 28th)',
                             'when 9 weeks old (~28th)', 'nine weeks old, around the 28th', 'roughly the 28th',
                             "the 28th (when he's 9 weeks)", 'around the 28th, at 9 weeks', 'about the 28th (9 weeks)',
                             'at 9 weeks, about the 28th', 'approx 28th', 'at 9 weeks', 'nine weeks', '9 weeks old',
                             "when he's nine weeks", 'around the 28th (nine weeks old)', 'at nine weeks, around the 28th'])}),
 ("Fee through Paws is £85, and she'll need a home visit first.", ['new'],
  {LFE: gbp(85, '£85 adoption fee', '£85 (through Paws)', '£85 via Paws', '£85 through Paws', '£85 to Paws'),
   LHV: ['needed', 'home visit needed', 'required', 'home visit first', 'yes', 'needs a home visit first', 'home visit required',
         'home visit needed first', 'needs home visit', 'required first', 'home visit before adoption', 'to do', 'needed first',
         'yes, first', 'home visit (needed first)', 'must have home visit first', 'home visit first (needed)', 'yes - needed first',
         'needs one first', 'home visit needed before adopting', 'required before adoption']}),
 ("Westbury rang — vet's moved to the Friday, the 10th. They had an emergency in.", ['update'],
  {FVD: nth(10, 'Friday', None, ['Friday the 10th (first jabs)', 'Friday 10th - first jabs', 'Fri 10th, first jabs',
                                 'first jabs Friday the 10th', 'Friday 10th (jabs)', 'first jabs on Friday the 10th',
                                 'Friday the 10th (moved from Thursday)', 'the Friday, the 10th', 'Friday, the 10th',
                                 'Friday the 10th for first jabs', 'Friday the 10th, first jabs'])}),
 ("How often was I meant to send Hannah the weights?", ['check'], {}, ask(FWT)),
 ("Oh, Sprout's actually a girl, so she's Clover now.", ['update'],
  {FNM: items(['Pickle'], ['Moth'], ['Juniper'], ['Clover'])}),
 ("Lou can't have Pickle till she's back from holiday — she says make it the 4th of next month.", ['update'],
  {LWH: nth(4, None, None, ['the 4th of next month', '4th of next month', 'the 4th next month', '4th next month',
                            'next month, the 4th', '4th (next month)', 'the 4th (after her holiday)', '4th of next month (after holiday)',
                            "the 4th of next month (after Lou's holiday)", 'after her holiday, the 4th',
                            '4th of next month - after her holiday', 'the 4th (next month, after holiday)', 'next month on the 4th',
                            'on the 4th of next month', '4th next month (after holiday)', 'the 4th of next month (after holiday)',
                            '4th of next month (after her holiday)'])}),
 ("Right, where are we with the fosters and Lou?", ['check'], {},
  check(FK, LA, split={FNM: KN('Pickle', 'Moth', 'Juniper', 'Clover')})),
])

# 9 ----------------------------------------------------------------------------------------------------------------
SK = N("ski school|ski lessons|kids' ski school|kids ski school|ski school for the kids|kids' ski lessons|lessons",
       "kids ski lessons|ski school at okemo|okemo ski school|okemo lessons|ski lessons at okemo|kids lessons",
       "children's ski school|ski school booking|ski school (okemo)|ski lessons for kids|kids' lessons",
       "maya and leo lessons|kids ski school at okemo|ski camp|snowsports school|kids program|ski school for maya and leo",
       "ski school for kids|okemo ski school (kids)")
RN = N("rentals|ski rentals|rental gear|gear rental|rental|ski rental|rent gear|equipment rental|rental reservation",
       "ski gear rental|base camp sports|rentals at base camp sports|base camp rentals|base camp sports rental|gear",
       "ski gear|rental equipment|rent skis|ski and board rentals|family rentals|rentals (base camp sports)",
       "rental booking|rental order|renting gear|reserve rentals|rental reservations")
KRS = f"{SK}/" + N("resort|where|mountain|location|ski area|place|at|venue|hill|ski resort")
KWK = f"{SK}/" + N("week|when|dates|trip|which week|holiday week|vacation week|trip dates|date|week of|time of year")
KDY = f"{SK}/" + N("days|lesson days|which days|schedule|days booked|day|days of week|on|lesson dates|booked days")
KHR = f"{SK}/" + N("hours|lesson hours|time|times|lesson time|from to|what time|start|session time|timing|daily hours",
                   "full day hours|lesson times")
KLN = f"?{SK}/" + N("lunch|lunch included|food|meals|includes lunch|included|catering|format|full day|type|lesson type")
KPR = f"{SK}/" + N("price|cost|per kid per day|fee|how much|rate|daily rate|cost per day|per day|price per day",
                   "charge|amount|cost per kid")
KMY = f"{SK}/" + N("maya|maya's level|maya level|maya (7)|maya's group|maya group|maya ability|youngest",
                   "maya's ability|maya skill level|maya's class")
KLE = f"{SK}/" + N("leo|leo's level|leo level|leo (10)|leo's group|leo group|leo ability|oldest|leo's ability",
                   "leo skill level|leo's class")
RSH = f"{RN}/" + N("shop|store|where|rental shop|from|place|location|at|rent from|renting from|provider|shop name")
RFR = f"{RN}/" + N("for|who|people|how many|party|renters|number|for whom|sets|number of people|headcount|everyone")
RGR = f"{RN}/" + N("gear|equipment|items|what|kit|rent|list|stuff|package|what to rent|gear list|everyone gets")
RHU = f"{RN}/" + N("husband|tom|tom's|husband's|exception|husband gear|snowboard|tom gear|dad|dad's|husband rental",
                   "tom rental|tom's gear|except")
RPU = f"{RN}/" + N("pickup|pick up|pick-up|collect|collection|pickup time|when|pickup when|collect when|pick up time",
                   "pickup day|get gear|pick up gear")
SKI = ['skis', 'ski']
SBO = ['boots', 'ski boots']
SHE = ['helmets', 'helmet', 'ski helmets']
def _lvl(n, w, more=()):
    return uniq([f'level {n}', f'Level {n}', f'L{n}', f'level {w}', f'level {n} (10)', f'10, level {n}', f'age 10, level {n}',
                 f'level {n} (age 10)', f'10 - level {n}', f'level {n}, age 10', f'Level {n} (age 10)'] + list(more))
sc('h18_ski', 'Held-out 18 (issue 14): ski school for two children at a resort and rental gear for the family', 'An '
   'American opener with a resort and a holiday week, lesson days as "Monday through Wednesday" with hours and lunch, a '
   'price per child per day, each child\'s age and level in one turn, a second task "Also need to" with a shop and who '
   'for, gear for everyone with one person\'s exception, a pick-up window, an aside with nothing to record, one '
   'child\'s level raised, a check on one slot, a day dropped ("Scratch Wednesday"), the exception withdrawn ("he\'ll '
   'ski after all"), a check over both.', [
 ("Booking ski school for the kids at Okemo for Presidents' Day week.", ['new'],
  {SK: None,
   KRS: ['Okemo', 'Okemo Mountain', 'Okemo Mountain Resort', 'Okemo, VT', 'Okemo (VT)', 'Okemo resort', 'Okemo, Vermont'],
   KWK: ["Presidents' Day week", 'Presidents Day week', "President's Day week", 'week of Presidents Day', "Presidents' Day",
         'Presidents Day', 'February break', 'Presidents Day week (February)', "Presidents' Week", 'Presidents week',
         'February vacation week', "Presidents' Day week (Feb)", "the week of Presidents' Day", 'February vacation',
         "Presidents' Day week in February", 'Feb break (Presidents Day week)']}),
 ("Full-day lessons Monday through Wednesday, 9:30 to 3:30, lunch included.", ['new'],
  {KDY: ['Monday through Wednesday', 'Monday to Wednesday', 'Mon-Wed', 'Mon–Wed', 'Monday-Wednesday', 'Mon to Wed', 'Mon through Wed',
         'Monday, Tuesday, Wednesday', 'Mon, Tue, Wed', 'Monday–Wednesday', 'Monday thru Wednesday', 'Mon thru Wed',
         '3 days (Mon-Wed)', 'Mon-Wed (full day)', 'Monday through Wednesday (full day)', 'full days Mon-Wed', 'Mon/Tue/Wed',
         'Monday, Tuesday and Wednesday', 'Mon, Tue and Wed', 'Mon-Wed, full days', 'full day Monday-Wednesday',
         'three days, Monday through Wednesday', 'Monday–Wednesday (full days)'],
   KHR: span(clock(9, 30, 'am')[:8], clock(3, 30, 'pm')[:8],
             ['9:30-3:30 (full day)', 'full day, 9:30-3:30', 'full day 9:30am-3:30pm', 'half nine to half three',
              'half past nine to half past three', '9:30am–3:30pm (full day)']),
   KLN: ['included', 'lunch included', 'yes', 'includes lunch', 'with lunch', 'lunch provided', 'provided', 'full day, lunch included',
         'full-day, lunch included', 'full day with lunch', 'yes (included)', 'full day', 'full-day']}),
 ("It's $189 per kid per day, which adds up fast.", ['new'],
  {KPR: usd(189, '$189 per kid per day', '$189/kid/day', '$189 per child per day', '$189 a day per kid', '$189 per day per kid',
            '$189/day per kid', '$189 each per day', '$189 per kid/day', '$189 a kid a day', '$189/day each', '$189 per day',
            '$189 a day', '$189/day', '$189 per kid, per day', '$189 per child/day', '$189/child/day', '$189 pp per day')}),
 ("Maya's 7 and has never skied, so she's in the beginner group. Leo's 10 and he's a level 4.", ['new'],
  {KMY: ['beginner', 'beginner group', 'beginners', 'never skied, beginner', 'beginner (never skied)', 'beginner (7)', '7, beginner',
         'age 7, beginner group', 'beginner group (never skied)', '7 - beginner', 'first-timer', 'first timer (beginner group)',
         'beginner - never skied', 'beginner (age 7, never skied)', '7, never skied - beginner group', 'age 7, never skied, beginner group',
         'beginner, age 7', 'never skied (beginner group)', 'beginner group (age 7)', 'age 7, beginner', 'beginner group, age 7',
         '7, beginner group', 'beginner group (7, never skied)', 'Beginner', 'beginner (age 7)', 'age 7 - beginner group'],
   KLE: _lvl(4, 'four')}),
 ("Also need to reserve rentals for all four of us at Base Camp Sports in town.", ['new'],
  {RN: None,
   RSH: ['Base Camp Sports', 'Base Camp', 'Basecamp Sports', 'Base Camp Sports (in town)', 'Base Camp Sports, in town',
         'Base Camp Sports in town'],
   RFR: ['all four of us', 'four', '4', '4 people', 'four people', 'all 4 of us', 'the four of us', 'whole family (4)', 'family of 4',
         'all four', 'everyone (4)', '4 of us', 'us four', 'the whole family', 'whole family', 'all of us (4)', 'all of us',
         'family (4)', 'everyone', 'family of four', 'all four (family)']}),
 ("Skis, boots and helmets for everyone — except my husband Tom wants a snowboard instead of skis.", ['new'],
  {RGR: items(SKI, SBO, SHE, more=['skis, boots and helmets for everyone', 'skis, boots, helmets (all)', 'skis/boots/helmets',
                                   'skis, boots and helmets (Tom: snowboard)', 'skis, boots, helmets for all']),
   RHU: ['snowboard', 'snowboard instead of skis', 'a snowboard', 'snowboard (not skis)', 'snowboard, boots, helmet',
         'snowboard instead of skis (Tom)', 'Tom: snowboard', 'snowboard + boots + helmet', 'snowboard and boots and helmet',
         'snowboard, snowboard boots, helmet', 'board instead of skis', 'snowboard (instead of skis)', 'Tom - snowboard',
         'snowboard for Tom', 'Tom wants a snowboard', 'snowboard instead of skis (husband)', 'Tom snowboard']}),
 ("Pickup's Sunday evening any time after 4:30 — they close at 7.", ['new'],
  {RPU: at(['Sunday', 'Sunday evening'], span(['4:30', '4:30pm', '16:30'], ['7', '7pm', '19:00']),
           ['Sunday evening after 4:30', 'Sunday after 4:30pm', 'Sunday evening (after 4:30, closes 7)', 'Sun evening after 4:30',
            'Sunday, after 4:30pm (closes 7pm)', 'Sunday evening after 4:30pm', 'Sunday after 4:30 (before 7)',
            'Sunday evening, after 4:30, before 7', 'Sunday evening after 4:30 (they close at 7)', 'Sunday after 4.30pm',
            'Sunday evening after 4:30pm (closes at 7pm)', 'Sunday after 4:30', 'Sunday evening, after 4:30pm',
            'Sunday evening after 4:30 (closes at 7)', 'Sunday after 4:30pm, before 7pm', 'Sunday evening 4:30pm onwards (close 7pm)'])}),
 ("Leo's been watching ski videos nonstop, he thinks he's going pro lol", [], {}),
 ("Hmm, Leo says he's a level 5 now — his instructor at our local hill moved him up.", ['update'],
  {KLE: _lvl(5, 'five', ['level 5 (was level 4)', 'level 5 (moved up)', 'level 5 (not 4)', 'Level 5 (moved up by instructor)',
                         'level 5 (instructor moved him up)'])}),
 ("What time do the lessons run again?", ['check'], {}, ask(KHR)),
 ("Scratch Wednesday, we're driving home that day — just Monday and Tuesday.", ['update'],
  {KDY: ['Monday and Tuesday', 'Mon and Tue', 'Mon-Tue', 'Mon–Tue', 'Monday-Tuesday', 'Mon & Tue', 'Monday, Tuesday', 'Mon, Tue',
         'Mon/Tue', 'Monday & Tuesday', 'Mon and Tues', 'Monday to Tuesday', 'Monday through Tuesday', 'just Monday and Tuesday',
         'Monday and Tuesday only', 'Mon-Tue (full day)', 'Monday and Tuesday (not Wednesday)', '2 days (Mon-Tue)', 'Mon, Tues',
         'Monday + Tuesday', 'Mon–Tue (full days)', 'Monday and Tuesday (full days)', 'two days, Monday and Tuesday',
         'Mon/Tues', 'Mon-Tues']}),
 ("Oh and Tom's changed his mind, he'll ski after all like the rest of us.", ['update'],
  {RHU: 'DEL'}),
 ("Okay, run me through the ski school and the rentals.", ['check'], {},
  check(SK, RN, split={RGR: [SKI, SBO, SHE]})),
])

# 10 ---------------------------------------------------------------------------------------------------------------
DE = N("dofe expedition|expedition|practice expedition|bronze expedition|dofe|duke of edinburgh|bronze dofe",
       "duke of edinburgh expedition|alfie's expedition|alfie's dofe|dofe bronze|bronze duke of edinburgh",
       "dofe practice expedition|the expedition|practice walk|expedition (dofe)|peak district expedition",
       "dofe expedition (bronze)|alfie's bronze dofe|duke of edinburgh award|d of e|d of e expedition|dofe trip",
       "hike and camp|bronze award expedition|practice expedition (dofe)|alfie's practice expedition")
DV = N("volunteering|dofe volunteering|volunteering section|oxfam|oxfam volunteering|volunteering at oxfam",
       "alfie's volunteering|oxfam shop|volunteering at the oxfam shop|oxfam shop volunteering|volunteer section",
       "volunteering (dofe)|dofe volunteering section|charity shop volunteering|volunteering at oxfam (dofe)",
       "charity shop|alfie volunteering|volunteer|helping at oxfam|oxfam (volunteering)|volunteering section (oxfam)")
ELV = f"?{DE}/" + N("level|award|award level|bronze|which level|dofe level|stage")
EDT = f"{DE}/" + N("dates|date|when|weekend|weekend of|expedition dates|expedition date|which weekend|on|scheduled",
                   "practice date|practice weekend")
ERG = f"{DE}/" + N("where|location|area|region|place|route|national park|walking area|venue|destination")
EDS = f"{DE}/" + N("distance|miles|miles a day|daily distance|how far|walking distance|distance per day|per day",
                   "daily miles|walk|walking|miles per day")
ECA = f"{DE}/" + N("campsite|camp|camping|overnight|camp at|overnight at|camping at|sleeping at|site|stopover|night at")
EKT = f"{DE}/" + N("kit|kit to get|to buy|buy|need|gear|kit needed|kit list|equipment|shopping|to get|needs",
                   "what he needs|stuff|items|missing kit")
ECO = f"{DE}/" + N("cost|price|fee|how much|charge|amount|costs|through school|school fee|payment")
EMT = f"{DE}/" + N("parents' meeting|parents meeting|parent meeting|meeting|parents' evening|parents evening",
                   "info meeting|briefing|parent briefing|meeting date|meeting time|parents' meeting date")
EBW = f"?{DE}/" + N("borrowing|borrowed|borrow|jake|from jake|lent|loan|cousin jake|rucksack from|lending|have",
                    "already have|lent by")
ERS = f"?{DE}/" + N("reason|why|because|weather|cause|reason moved|note|forecast")
VWH = f"{DV}/" + N("where|place|location|shop|charity|at|organisation|organization|venue|which shop|with")
VWN = f"{DV}/" + N("when|day|days|schedule|time|which day|sessions|shift|shifts|slot|day and time|weekly on|on")
VLN = f"{DV}/" + N("length|duration|how long|months|period|for how long|total|term|time period|length of section")
VHR = f"{DV}/" + N("hours|per week|hours a week|weekly hours|commitment|frequency|how often|time per week",
                   "hours per week|time commitment")
VAS = f"{DV}/" + N("assessor|supervisor|contact|who|assessor name|signs off|sign off|mentor|manager|person|lead",
                   "in charge")
RUC = ['rucksack', 'a rucksack', 'backpack', 'rucksack/backpack']
MAT = ['roll mat', 'a roll mat', 'sleeping mat', 'roll-mat', 'camping mat', 'foam mat', 'roll mat (sleeping mat)']
WAT = ['proper waterproofs', 'waterproofs', 'waterproof jacket and trousers', 'waterproof jacket & trousers', 'some proper waterproofs',
       'waterproof gear', 'waterproof kit', 'good waterproofs']
def _wk(n, more=()):
    o = f'{n}{sfx(n)}'
    return uniq([f'weekend of the {o}', f'the weekend of the {o}', o, f'the {o}', f'weekend of {o}', f'{o} weekend',
                 f'the {o}-{n + 1}{sfx(n + 1)}', f'{o}-{n + 1}{sfx(n + 1)}', f'{o} and {n + 1}{sfx(n + 1)}', f'weekend {o}',
                 f'weekend of {n}', f'{n}-{n + 1}', f'weekend of the {o} (practice)', f'practice expedition weekend of the {o}',
                 f'the {o} weekend'] + list(more))
sc('h18_dofe', "Held-out 18 (issue 14): a son's Bronze Duke of Edinburgh expedition and his volunteering section", 'A '
   'British opener about a son with the award, a weekend and an area, a daily distance and a campsite, three things to '
   'get, a cost and a parents\' meeting in one turn, a second task "For his volunteering section" with a place and a '
   'time, a length, hours and an assessor, an aside with nothing to record, the meeting moved ("same time"), a thing '
   'crossed off as lent by a cousin, a check on one slot, the volunteering day changed with the reason, the weekend '
   'pushed back for the forecast, a check over both.', [
 ("Alfie's signed up for his Bronze Duke of Edinburgh through school. The practice expedition's the weekend of the "
  "21st, in the Peak District.", ['new'],
  {DE: None,
   ELV: ['Bronze', 'bronze', 'Bronze award', 'Bronze DofE', 'Bronze level', 'Bronze Duke of Edinburgh'],
   EDT: _wk(21),
   ERG: ['Peak District', 'the Peak District', 'Peaks', 'the Peaks', 'Peak District National Park', 'Derbyshire Peak District',
         'in the Peak District']}),
 ("They walk about 12 miles a day and camp overnight at Hathersage.", ['new'],
  {EDS: ['about 12 miles a day', '12 miles a day', '12 miles/day', '12 miles per day', '~12 miles a day', 'around 12 miles a day',
         '12 miles', 'about 12 miles', '12 mi/day', '12 miles daily', 'twelve miles a day', 'approx 12 miles a day',
         'about 12 miles per day', 'c. 12 miles a day', 'about 12 miles each day', 'roughly 12 miles a day', '~12 miles/day',
         'about twelve miles a day', '12 miles each day', 'about 12 miles/day'],
   ECA: ['Hathersage', 'camp at Hathersage', 'Hathersage campsite', 'overnight at Hathersage', 'camping at Hathersage',
         'Hathersage (overnight)', 'Hathersage (one night)', 'overnight camp at Hathersage', 'campsite at Hathersage',
         'Hathersage camp', 'camp overnight at Hathersage', 'a campsite at Hathersage']}),
 ("We need to get him a rucksack, a roll mat and some proper waterproofs.", ['new'],
  {EKT: items(RUC, MAT, WAT)}),
 ("It's £65 through school, and there's a parents' meeting Tuesday at 6:30.", ['new'],
  {ECO: gbp(65, '£65 through school', '£65 (through school)', '£65 via school', '£65 paid through school', '£65 to school',
            '£65 (school)'),
   EMT: at(['Tuesday', 'Tue', 'Tues', 'this Tuesday', 'next Tuesday'], clock(6, 30, 'pm'))}),
 ("For his volunteering section he's going to help out at the Oxfam shop on the high street, Saturday mornings.",
  ['new'],
  {DV: None,
   VWH: ['Oxfam shop on the high street', 'Oxfam shop', 'Oxfam', 'Oxfam high street', 'the Oxfam shop', 'Oxfam shop, high street',
         'Oxfam (high street)', 'Oxfam charity shop', 'the Oxfam shop on the high street', 'Oxfam on the high street',
         'Oxfam shop (high street)', 'high street Oxfam', 'Oxfam shop on high street'],
   VWN: ['Saturday mornings', 'Saturday morning', 'Saturdays', 'Sat mornings', 'Sat morning', 'Saturday', 'Sat',
         'every Saturday morning', 'Saturdays (mornings)', 'Saturday mornings (weekly)', 'Saturday AM', 'Sat AM', 'Saturday a.m.',
         'Saturday mornings, weekly']}),
 ("Bronze needs three months of it, an hour a week. His assessor there's a lady called Bernice.", ['new'],
  {VLN: ['three months', '3 months', '3 mths', 'three-month', '3-month', '3 months (Bronze)', 'three months for Bronze',
         '3 months minimum', 'for 3 months', '12 weeks', '3 months (bronze requirement)', 'three months (Bronze)', '3 months min'],
   VHR: ['an hour a week', '1 hour a week', 'one hour a week', '1 hr/week', '1 hour per week', '1h a week', '1 hr a week',
         'an hour per week', '1 hour weekly', '1 hour/week', 'weekly, 1 hour', 'one hour per week', '1hr/week', '1 hr per week',
         'an hour weekly', '1 hour', 'one hour', '1 hr', '1h/week'],
   VAS: ['Bernice', 'Bernice (assessor)', 'a lady called Bernice', 'Bernice at Oxfam', 'Bernice - assessor', 'assessor Bernice',
         'Bernice, assessor', 'Bernice (Oxfam)', 'Bernice (assessor at Oxfam)']}),
 ("He's moaning about all of it, but secretly I think he's quite excited.", [], {}),
 ("The parents' meeting's been moved to Wednesday, same time.", ['update'],
  {EMT: at(['Wednesday', 'Wed', 'Weds', 'this Wednesday', 'next Wednesday'], clock(6, 30, 'pm'),
           ['Wednesday, same time', 'Wednesday (same time)', 'Wednesday at 6:30 (not Tuesday)',
            'Wednesday 6:30pm (moved from Tuesday)', 'Wednesday, same time (6:30pm)', 'Wednesday at 6:30pm (same time)'])}),
 ("His cousin Jake's lending him a rucksack, so cross that off.", ['update'],
  {EKT: items(MAT, WAT, more=['roll mat and waterproofs (rucksack from Jake)', 'roll mat, waterproofs (Jake lending rucksack)',
                              'just roll mat and waterproofs', 'roll mat + waterproofs', 'roll mat & waterproofs']),
   EBW: ['rucksack from Jake', "Jake's rucksack", 'rucksack (Jake)', 'rucksack', 'Jake lending rucksack', 'rucksack - borrowing from Jake',
         'rucksack (from cousin Jake)', 'borrowing rucksack from Jake', 'rucksack lent by Jake', 'rucksack from cousin Jake',
         'Jake (rucksack)', "cousin Jake's rucksack", 'Jake', 'cousin Jake', 'rucksack (lent by cousin Jake)']}),
 ("How far are they walking each day, did they say?", ['check'], {}, ask(EDS)),
 ("Oxfam can't do Saturdays any more — not enough staff to supervise — so he's going Thursdays after school instead.",
  ['update'],
  {VWN: ['Thursdays after school', 'Thursday after school', 'Thursdays', 'Thursday', 'Thurs after school', 'Thu after school',
         'Thursday afternoons', 'Thursday afternoon', 'every Thursday after school', 'Thursdays (after school)',
         'after school on Thursdays', 'Thursdays after school (not Saturdays)', 'Thursdays after school instead of Saturdays',
         'Thurs', 'Thu', 'Thursday afternoons after school', 'Thursdays, after school', 'Thursday after school (instead of Saturday)',
         'Thursdays after school (not enough staff on Saturdays)']}),
 ("And the practice expedition's been pushed back to the weekend of the 28th — the forecast's awful.", ['update'],
  {EDT: _wk(28, ['weekend of the 28th (bad forecast)', 'weekend of the 28th (weather)', 'the 28th (forecast awful)',
                 'weekend of the 28th, due to weather', 'weekend of the 28th (moved for weather)', 'weekend of the 28th (not 21st)',
                 'weekend of the 28th (pushed back, bad forecast)']),
   ERS: ['weather', 'bad forecast', 'forecast awful', 'awful forecast', 'bad weather', 'weather forecast', 'the forecast', 'forecast',
         'poor forecast', 'weather (forecast awful)', 'moved due to weather', 'awful weather forecast', "the forecast's awful"]}),
 ("Right, run me through the expedition and the volunteering.", ['check'], {},
  check(DE, DV, split={EKT: [MAT, WAT]})),
])
