"""Write the eleventh held-out TRIM scenarios (issue 14, session 7, blind set) from a compact form: each turn
sets/deletes gold paths; check turns carry the facts an answer must state (every slot of the tasks asked about)."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (session 7, blind set h11) by a writer who did not see the rules or the classifier (only "
       "the scorer, compact.py and the h10 format), before any classifier ran on it; ten conversations in domains used "
       "nowhere else; never to be edited after the first run.")
_sc = writer(sys.argv[1], 'held_out', SRC)

def sfx(n): return 'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')
def dom(n, mon, wd=None, short=''):
    "Spellings of a day of the month (with its month, and a weekday when one is known)."
    o = f'{n}{sfx(n)}'
    v = [f'{n} {mon}', f'{o} {mon}', f'{mon} {n}', f'{mon} {o}', f'the {o} of {mon}', f'{o} of {mon}', f'the {o}',
         o, f'{n} {mon[:3]}', f'{mon[:3]} {n}', f'{o} {mon[:3]}']
    if wd: v += [f'{wd} {n} {mon}', f'{wd} {o} {mon}', f'{wd} the {o}', f'{wd} {o}', f'{wd}, {n} {mon}',
                 f'{wd} the {o} of {mon}', f'{wd[:3]} {o}', f'{wd[:3]} {n} {mon[:3]}']
    return v + ([f'{n}/{short}', f'{n}/{int(short)}'] if short else [])
def gbp(n, *more): return [f'£{n}', str(n), f'{n} pounds', f'£{n}.00', f'{n} quid'] + list(more)

def check(*roots): return {'_facts': roots}
def sc(name, title, desc, turns):
    "Write a scenario; a turn whose extra is check(root, ...) gets as facts every set slot of those roots."
    st, out = {}, []
    for t in turns:
        ch, extra = t[2], dict(t[3]) if len(t) > 3 else {}
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
C = ('lost cat|missing cat|find the cat|find cat|find Biscuit|Biscuit|lost cat posters|posters|missing cat posters|'
     'cat posters|lost cat poster|poster|missing poster|missing cat poster|find my cat|search for cat|cat search|lost pet|'
     'missing pet|Biscuit missing|Biscuit the cat|looking for Biscuit|finding Biscuit|lost cat appeal|cat|missing Biscuit|'
     'lost Biscuit|find our cat|our cat|Biscuit lost|posters for Biscuit|Biscuit posters|search for Biscuit|cat missing')
CR = f'{C}/reward|reward amount|reward offered|bounty|offer|reward offer'
M = ('microchip|microchip details|update microchip|microchip update|update the microchip|microchip registration|Petlog|'
     'update Petlog|Petlog details|Petlog update|chip|chip details|update chip|update chip details|microchip address|'
     'update microchip address|microchip database|update microchip details|Biscuit microchip|Biscuit\'s microchip|'
     'cat microchip|microchip records|update address on microchip|change microchip address|microchip address update|'
     'update the microchip details|update the chip|update Petlog address|chip address|re-register microchip')
sc('h11_cat', 'Held-out 11 (issue 14): a missing cat\'s posters and his microchip', 'A verbless opener (the cat '
   '"hasn\'t come home") with a name and a time, a description as a verbless list, a deadline in a "want" clause '
   'with a place, a count with a printer and a unit price, a phone number with "put ... on it", a reward as a '
   'question answered in the same turn, a second task begun by "just remembered" with a company and an old address, '
   'the new address in a copular clause, a check on the first task, a reward changed with "actually, make", a turn '
   'with nothing to record, a check over both.', [
 ("Our cat Biscuit hasn't come home since Sunday night.", ['new'],
  {C: None,
   f'?{C}/name|cat|cat name|cat\'s name|pet|pet name': ['Biscuit'],
   f'{C}/since|missing since|last seen|when|date|gone since|lost since|missing from|disappeared|last home|'
   'went missing|date missing|last seen when|time missing|missing': ['Sunday night', 'since Sunday night', 'Sunday',
                                                                   'since Sunday', 'Sunday evening', 'Sun night',
                                                                   'last seen Sunday night']}),
 ("Ginger tom, white socks, blue collar.", ['new'],
  {f'{C}/description|looks|appearance|what he looks like|details|markings|features|colour|color|cat description|'
   'colouring|identifying features|looks like|breed|distinguishing features|description of cat':
   ['ginger tom, white socks, blue collar', 'ginger tom with white socks and a blue collar', 'ginger, white socks, blue collar',
    'ginger tom, white socks and blue collar', 'ginger tom, white socks, a blue collar', 'ginger tom with white socks, blue collar',
    'ginger tom; white socks; blue collar', 'ginger tom, white paws, blue collar', 'ginger tom with white socks and blue collar',
    'ginger tom, white socks and a blue collar', 'Ginger tom, white socks, blue collar'],
   f'?{C}/collar|collar colour|wearing': ['blue collar', 'blue', 'a blue collar'],
   f'?{C}/sex|gender|male': ['tom', 'male']}),
 ("I want posters up round the estate by tomorrow evening.", ['new'],
  {f'{C}/deadline|by|posters by|due|by when|up by|posters up by|target|put up by|done by|needed by':
   ['tomorrow evening', 'by tomorrow evening', 'tomorrow', 'by tomorrow', 'tomorrow night', 'by tomorrow night'],
   f'{C}/where|location|area|poster locations|posters where|put up where|places|put up|spots|where to put|'
   'locations|poster area|place|area to cover|coverage|distribution':
   ['round the estate', 'the estate', 'around the estate', 'estate', 'on the estate', 'round the estate']}),
 ("Sixty copies — the library prints them at 10p each.", ['new'],
  {f'{C}/copies|count|how many|quantity|number of posters|print run|poster count|number of copies|posters|'
   'qty|amount|how many copies|copies needed': ['sixty', '60', '60 copies', 'sixty copies', '60 posters'],
   f'?{C}/printing|where to print|printer|print at|printed at|print where|print|print shop|printed by|printing at':
   ['the library', 'library', 'at the library', 'library printing'],
   f'?{C}/cost|price|print cost|cost per copy|price each|per copy|cost each|printing cost|price per copy':
   ['10p each', '10p', '10p a copy', '10p per copy', '£0.10 each', '10 pence each', '£0.10', '10p/copy', '10p per poster']}),
 ("Put my mobile on it, 07700 900461.", ['new'],
  {f'{C}/phone|contact|number|mobile|phone number|contact number|mobile number|tel|telephone|contact details|call|'
   'my number|my mobile|contact phone': ['07700 900461', '07700900461', '07700-900461', '07700 900 461']}),
 ("Reward? Yes, go on — £50.", ['new'], {CR: gbp(50, '£50 reward', '50 reward')}),
 ("Oh god, just remembered the microchip is still registered to the old flat. Needs changing with Petlog.", ['new'],
  {M: None,
   f'{M}/company|database|provider|registered with|who|with|service|register|chip company|microchip company|via|'
   'registry|database name|contact|where|microchip database|chip database|registrar|update with|company name':
   ['Petlog', 'with Petlog', 'Petlog database'],
   f'?{M}/old address|registered address|currently registered|registered at|old|registered to|from|old flat|'
   'previous address|currently registered to|current registration|wrong address|still registered to':
   ['the old flat', 'old flat', 'old address', 'our old flat', 'the old flat address'],
   f'?{M}/for|cat|pet|whose': ['Biscuit']}),
 ("New address is 3 Larch Close.", ['new'],
  {f'{M}/new address|address|new|update to|new home|change to|correct address|address to use|to|change address to|'
   'current address|new address to register|home address|updated address':
   ['3 Larch Close', '3 Larch Cl', '3, Larch Close', 'number 3 Larch Close', 'No. 3 Larch Close', '3 Larch Close']}),
 ("What's on the poster so far?", ['check'], {}, check(C)),
 ("Actually, make the reward a hundred — my partner insists.", ['update'],
  {CR: gbp(100, 'a hundred', 'one hundred pounds', 'a hundred pounds', '£100 reward', 'a hundred quid', 'hundred')}),
 ("Fingers crossed he's just shut in somebody's shed.", [], {}),
 ("Go through the lot for me — cat and chip.", ['check'], {}, check(C, M)),
])

# 2 ----------------------------------------------------------------------------------------------------------------
L = ('loft insulation|insulation|insulate the loft|insulating the loft|loft|loft insulation job|loft insulation quote|'
     'insulation quote|top up loft insulation|loft top-up|loft insulation top-up|top up the insulation|insulation top-up|'
     'new loft insulation|roof insulation|attic insulation|insulate loft|get the loft insulated|loft lagging|lagging|'
     'loft job|insulation job|insulating|insulate|top up insulation|loft insulation top up|insulation work|'
     'WarmHome|WarmHome insulation|insulation install|insulation installation|insulate attic')
LD = f'{L}/date|day|when|install date|fitting date|booked for|on|appointment|installation date|earliest|visit date|' \
     'earliest date|coming|start date|job date|install day|available'
K = ('loft ladder|ladder|fold-down ladder|loft hatch ladder|new loft ladder|buy loft ladder|fit loft ladder|'
     'loft ladder fitting|ladder for the loft|loft ladder install|install loft ladder|get a loft ladder|folding ladder|'
     'aluminium loft ladder|attic ladder|pull-down ladder|hatch ladder|ladder for the hatch|proper ladder|'
     'buy a loft ladder|buy ladder|new ladder|get ladder|loft ladder purchase|ladder purchase|hatch')
KP = f'{K}/price|cost|how much|budget|amount|price each'
sc('h11_loft', 'Held-out 11 (issue 14): topping up loft insulation and a loft ladder', 'An opener that only '
   'complains (cold, a neighbour\'s remark about 50mm), a recommended depth as a copular fragment, a company and '
   'price in a "quoted ... for the lot" clause, the earliest date in a copular clause, a second task introduced '
   '"separate from that" containing "instead of" (not a correction), hatch dimensions as "55 by 70", a shop, model and '
   'price with "I\'ll fit it myself", a turn with nothing to record, a check on the first task, a date moved by the '
   'company ("bumped us to"), a price corrected with "X was the other one actually", a check over both.', [
 ("We're freezing every winter, and the bloke next door reckons our loft's only got about 50mm of insulation.", ['new'],
  {L: None,
   f'{L}/current|current depth|existing|existing depth|now|depth now|current insulation|existing insulation|currently|'
   'current thickness|present depth|depth|insulation depth|current level|thickness|has|existing thickness|current amount':
   ['about 50mm', '50mm', '50 mm', 'about 50 mm', 'around 50mm', '~50mm', '5cm', 'about 5cm', 'only about 50mm', '50',
    'approx 50mm', 'roughly 50mm', '50mm approx', 'about 50']}),
 ("Recommended's 270.", ['new'],
  {f'{L}/target|target depth|recommended|recommended depth|goal|required|needed|new depth|aim|top up to|'
   'target thickness|depth needed|to|required depth|recommended thickness|should be|desired depth':
   ['270', '270mm', '270 mm', '270mm recommended', 'recommended 270mm', '27cm', '270 recommended']}),
 ("WarmHome quoted £420 for the lot.", ['new'],
  {f'{L}/installer|company|who|firm|contractor|quote from|fitter|provider|supplier|by|quoted by|installer company|'
   'with|insulation company|contractor name|business': ['WarmHome', 'Warm Home', 'Warmhome', 'Warm-Home'],
   f'{L}/price|quote|cost|quoted|total|how much|quoted price|amount|fee|quote amount|total cost|quote price':
   gbp(420, '£420 for the lot', '£420 total', '£420 all in', '£420 for everything', '420 total')}),
 ("Earliest they can come is Tuesday the 9th.", ['new'],
  {LD: ['Tuesday the 9th', 'Tuesday 9th', 'the 9th', '9th', 'Tuesday 9', 'Tue 9th', 'Tues 9th', 'on the 9th',
        'Tuesday, the 9th', 'earliest Tuesday the 9th', 'Tuesday 9th (earliest)', 'Tuesday the 9th at the earliest']}),
 ("Separate from that, I want a proper ladder for the hatch instead of balancing on the stepladder.", ['new'],
  {K: None,
   f'?{K}/reason|why|replaces|instead of|note|problem': ['instead of the stepladder', 'stepladder',
                                                        'instead of balancing on the stepladder',
                                                        'balancing on the stepladder', 'replace stepladder']}),
 ("The hatch is 55 by 70.", ['new'],
  {f'{K}/hatch size|size|hatch|opening|dimensions|hatch dimensions|measurements|opening size|fits|aperture|'
   'hatch opening|hatch measurements|loft hatch|loft hatch size|fit|for hatch':
   ['55 by 70', '55 x 70', '55x70', '55cm by 70cm', '55 x 70 cm', '55 × 70', '55 by 70 cm', '550 x 700', '55cm x 70cm',
    '70 x 55', '70 by 55', '55 x 70cm', '55x70cm', '55 by 70 (cm)', '55 x 70 (cm)', '550mm x 700mm', '550 x 700mm']}),
 ("Screwfix have an aluminium one for £89, I'll fit it myself.", ['new'],
  {f'{K}/shop|where|from|store|retailer|supplier|buy from|seller|source|vendor|where to buy|buy where|purchase from':
   ['Screwfix', 'from Screwfix', 'at Screwfix'],
   KP: gbp(89, '£89 at Screwfix', '£89 from Screwfix'),
   f'?{K}/material|type|model|which|kind|product|option|choice|item': ['aluminium', 'aluminium one', 'aluminum',
                                                                      'an aluminium one', 'aluminium ladder',
                                                                      'aluminium loft ladder'],
   f'?{K}/fitting|installation|fitted by|who fits|install|installer|fitter|who': ['myself', 'DIY', 'me', 'self',
                                                                                     'fit myself', 'fit it myself',
                                                                                     'self-fit', 'self install',
                                                                                     "I'll fit it myself", 'self-install']}),
 ("The draught coming down through that hatch is something else, honestly.", [], {}),
 ("Remind me what the insulation people are doing.", ['check'], {}, check(L)),
 ("WarmHome can't do the 9th any more — they've bumped us to the 23rd.", ['update'],
  {LD: ['the 23rd', '23rd', '23', 'on the 23rd', 'Tuesday the 23rd', 'Tuesday 23rd', 'Tue 23rd', 'Tues 23rd',
        'Tuesday, the 23rd']}),
 ("£89 was the steel one actually, aluminium's £109.", ['update'], {KP: gbp(109, '£109 at Screwfix')}),
 ("Brilliant. Both jobs, top to bottom please.", ['check'], {}, check(L, K)),
])

# 3 ----------------------------------------------------------------------------------------------------------------
T = ('piano tuner|piano tuning|tune the piano|tuning|piano|tuner|get the piano tuned|piano tuned|book piano tuner|'
     'book a piano tuner|piano tuning appointment|tuner visit|piano tuner visit|tune piano|piano service|book tuner|'
     'tuning appointment|piano tune|book the tuner|piano retune|retune piano|retune the piano|get piano tuned|'
     'tuner appointment|book tuning|piano tuner appointment|Mr Okafor|Okafor|book Mr Okafor|piano repair')
TD = f'{T}/date|day|when|appointment|booked for|visit|visit date|on|tuning date|tuning day|coming|appointment date|' \
     'visit day|booking'
E = ("piano exam|exam|grade 3|grade 3 exam|grade three|Grade 3 piano|Grade 3 piano exam|piano grade exam|grade exam|"
     "music exam|ABRSM|ABRSM exam|exam entry|enter exam|enter piano exam|Maya's exam|Maya exam|Maya piano exam|"
     "Maya's piano exam|piano grade|grade three piano|piano exam entry|enter Maya for her exam|enter Maya for grade 3|"
     "Maya's grade 3|Maya grade 3|Maya's Grade 3 exam|grade 3 entry|exam entry form|Maya's grade 3 piano|"
     "Maya's exam entry|enter Maya|exam for Maya|piano grade 3|Grade 3 piano exam for Maya")
EP = (f'{E}/pieces|repertoire|music|songs|pieces chosen|what|programme|program|set pieces|list|exam pieces|playing|'
      'pieces to play|set|tunes|chosen pieces|her pieces')
sc('h11_piano', 'Held-out 11 (issue 14): the piano tuner and a Grade 3 exam', 'A complaint opener with no request '
   '(the piano "has gone out of tune"), a tuner and phone number in a copular "he\'s on" clause, a deadline as a '
   'subjectless "has to be", a price hedged with "I think", a second task begun "by the way" with a date and a '
   'deadline, three pieces as a copular list, an availability then a date ("said he\'d '
   'do"), a time said alone ("Half two."), a check on the second task, a piece swapped by a third party, a turn with '
   'nothing to record, a check over both.', [
 ("The piano's gone horribly out of tune since they put the radiator in next to it.", ['new'],
  {T: None, f'?{T}/reason|why|problem|issue|cause|note|notes|details': ['radiator', 'out of tune', 'the radiator next to it',
                                                                       'out of tune since the radiator went in',
                                                                       'horribly out of tune', 'radiator next to it',
                                                                       'new radiator next to it',
                                                                       'out of tune because of the radiator']}),
 ("Mr Okafor did it last time, he's on 01632 960388.", ['new'],
  {f'{T}/tuner|who|name|person|technician|tuner name|with|contact name|piano tuner|tuned by|last tuner|'
   'previous tuner|company|provider': ['Mr Okafor', 'Okafor', 'Mr. Okafor'],
   f'{T}/phone|number|contact number|phone number|tel|telephone|mobile|call|contact|contact phone|tuner phone|'
   'tuner number|his number': ['01632 960388', '01632960388', '01632 960 388', '01632-960388']}),
 ("Has to be before the 14th.", ['new'],
  {f'{T}/deadline|by|before|due|by when|needed by|target|date needed|tune by|must be before|latest|done by|'
   'before date': ['before the 14th', 'the 14th', '14th', 'by the 14th', 'before 14th', 'before the 14th']}),
 ("£65 a visit, I think.", ['new'],
  {f'{T}/price|cost|fee|how much|charge|rate|per visit|cost per visit|price per visit|visit fee|call-out fee':
   gbp(65, '£65 a visit', '£65 per visit', 'about £65', '£65?', '£65 a visit (I think)', '~£65', 'around £65',
       '£65 (approx)', '£65 (I think)', 'probably £65')}),
 ("That's for Maya's Grade 3 on the 14th, by the way — and her entry has to go in by Friday.", ['new'],
  {E: None,
   f'{E}/date|day|when|exam date|on|exam day': ['the 14th', '14th', '14', 'on the 14th'],
   f'{E}/entry deadline|deadline|by|due|entry by|enter by|closing date|submit by|entries close|entry due|'
   'register by|sign up by|apply by|form by|entry|entry date|enter before|submission deadline|send by|entry closes':
   ['Friday', 'by Friday', 'Fri', 'this Friday', 'by this Friday'],
   f'?{E}/for|who|candidate|student|child|name|pupil': ['Maya'],
   f'?{E}/grade|level': ['3', 'grade 3', 'Grade 3', 'three', 'grade three']}),
 ("Her pieces are the minuet, the Joplin rag and 'Snowflakes'.", ['new'],
  {EP: ["the minuet, the Joplin rag and 'Snowflakes'", 'the minuet, the Joplin rag and Snowflakes',
        'minuet, Joplin rag, Snowflakes', 'the minuet, the Joplin rag, Snowflakes', "minuet, Joplin rag and 'Snowflakes'",
        'minuet, Joplin rag and Snowflakes', "minuet, the Joplin rag, 'Snowflakes'", 'Minuet, Joplin Rag, Snowflakes',
        'minuet, Joplin rag, "Snowflakes"', 'the minuet, the Joplin rag, and Snowflakes',
        "the minuet, the Joplin rag, 'Snowflakes'", 'minuet; Joplin rag; Snowflakes', 'Minuet, Joplin rag and Snowflakes']}),
 ("Okafor's away till the 10th, said he'd do the 12th.", ['new'],
  {TD: ['the 12th', '12th', '12', 'on the 12th'],
   f'?{T}/availability|away|away until|back|available from|unavailable until|away till|back on':
   ['the 10th', '10th', 'away till the 10th', 'away until the 10th', 'till the 10th', 'until the 10th',
    'back after the 10th', 'from the 10th', 'after the 10th', 'back the 10th']}),
 ("Half two.", ['new'],
  {f'{T}/time|at|appointment time|visit time|slot|time slot|arrival|arrival time|start time|time of visit':
   ['half two', '2.30', '2:30', '2.30pm', '2:30pm', '14:30', 'half past two', '2:30 pm', '2.30 pm', 'half past 2',
    'half 2']}),
 ("Is the exam entry all there?", ['check'], {}, check(E)),
 ("Her teacher's swapped Snowflakes for the Clementi sonatina.", ['update'],
  {EP: ['the minuet, the Joplin rag and the Clementi sonatina', 'minuet, Joplin rag, Clementi sonatina',
        'the minuet, the Joplin rag, the Clementi sonatina', 'minuet, Joplin rag and Clementi sonatina',
        'Minuet, Joplin Rag, Clementi Sonatina', 'minuet, the Joplin rag, the Clementi sonatina',
        'the minuet, the Joplin rag and Clementi sonatina', 'the minuet, the Joplin rag, Clementi sonatina',
        'minuet; Joplin rag; Clementi sonatina', 'minuet, Joplin rag, Clementi', 'the minuet, the Joplin rag and the Clementi',
        'minuet, Joplin rag and the Clementi sonatina', 'Minuet, Joplin rag and Clementi sonatina',
        'the minuet, the Joplin rag, and the Clementi sonatina', 'minuet, Joplin rag, the Clementi sonatina']}),
 ("She did a whole hour of practice today without being asked!", [], {}),
 ("Give me the piano stuff and the exam stuff together.", ['check'], {}, check(T, E)),
])

# 4 ----------------------------------------------------------------------------------------------------------------
CH = ("chiropodist|chiropody|chiropodist appointment|podiatrist|podiatry|Dad's chiropodist|Dad chiropodist|"
      "chiropodist for Dad|book chiropodist|book the chiropodist|foot appointment|feet|Dad's feet|foot care|"
      "chiropody appointment|podiatrist appointment|appointment|Dad's appointment|Dad appointment|chiropodist visit|"
      "toenails|Dad's toenails|nail cutting|Dad's nails|Dad nails|feet appointment|Dad's foot care|foot care for Dad|"
      "Carol Price|Carol|chiropodist home visit|home visit|Dad feet|Dad's feet appointment|nails")
CHD = (f'{CH}/date|day|when|appointment|booked for|on|visit date|appointment date|visit day|visit|appointment day|'
       'booking|slot date')
I = ("insoles|orthotic insoles|orthotics|order insoles|buy insoles|insoles for Dad|Dad's insoles|Dad insoles|"
     "gel insoles|shoe inserts|inserts|arch supports|new insoles|get insoles|insole order|foot insoles|"
     "cushioned insoles|order orthotics|arch support insoles|insoles for his arches|buy insoles for Dad|"
     "get insoles for Dad|arch insoles|insole|arch supports for Dad|supportive insoles")
IS = (f'{I}/shop|where|from|store|retailer|buy from|seller|source|vendor|supplier|chemist|pharmacy|where to buy|'
      'buy where|purchase from|stockist')
IP = f'{I}/price|cost|how much|budget|amount|price per pair|cost per pair'
sc('h11_chiropodist', 'Held-out 11 (issue 14): Dad\'s chiropodist and insoles for him', 'A "keep tabs on" opener '
   'with a reason and no booking, a practitioner with "there\'s a woman who does" and a price "a go", a date and '
   'time in a "she\'s free" clause, a medical note as a copular clause with "so she\'ll want to know", a second task '
   'as "another thing to get", a size as a bare fragment, a shop and price with "have a pair for", a turn with '
   'nothing to record, a date moved by a cancellation ("this Friday instead, same time"), a check on the first task, '
   'a shop and price replaced with "scrap", a check over both.', [
 ("Can you keep tabs on Dad's feet for me — his toenails need seeing to and he can't reach them any more.", ['new'],
  {CH: None,
   f'?{CH}/for|patient|client': ['Dad', 'my dad', 'my father', 'father', 'for Dad'],
   f'?{CH}/reason|why|problem|what for|treatment|for what|need|service|issue|needs|purpose|task|what':
   ['toenails', 'nails', 'toenails need seeing to', 'nail cutting', 'toenail cutting', 'nails cut', 'toenails cut',
    "can't reach his toenails", 'toenail trim', 'nail trim', 'his toenails', 'toenail care']}),
 ("There's a woman who does home visits, Carol Price, £38 a go.", ['new'],
  {f'{CH}/chiropodist|who|name|practitioner|podiatrist|provider|with|by|person|contact|chiropodist name|professional|'
   'therapist|who with|see': ['Carol Price', 'Carol', 'Price', 'Carol Price (home visits)'],
   f'?{CH}/visit type|type|where|location|home visit|format|venue|place|kind|service type|mode':
   ['home visit', 'home visits', 'at home', 'home', 'does home visits', 'home visit (at home)'],
   f'{CH}/cost|price|fee|how much|charge|rate|per visit|cost per visit|price per visit|visit fee':
   gbp(38, '£38 a go', '£38 a visit', '£38 per visit', '£38 each', '£38/visit', '£38 per go')}),
 ("She's free a week on Wednesday at 2.", ['new'],
  {CHD: ['a week on Wednesday', 'a week Wednesday', 'Wednesday week', 'Wednesday after next', 'next Wednesday week',
         'Wednesday', 'a week on Wednesday at 2', 'Wed week', 'a week on Wed', 'the Wednesday after next'],
   f'{CH}/time|at|appointment time|visit time|slot|time slot|arrival|arrival time|start time|time of visit':
   ['2', '2pm', '2 pm', '14:00', '2:00', '2:00pm', '2.00pm', 'two', "two o'clock", "2 o'clock", '2.00', '2:00 pm',
    '2.00 pm', 'at 2']}),
 ("He's diabetic, so she'll want to know that.", ['new'],
  {f'{CH}/notes|medical|condition|health|notes for her|info|medical notes|note|conditions|health notes|'
   'medical condition|tell her|important|details|medical info|medical information|health condition|to tell her|'
   'diabetic|diabetes|tell chiropodist|flag|alert': ['diabetic', 'diabetes', 'he is diabetic', "he's diabetic",
                                                    'Dad is diabetic', 'diabetic (tell her)', 'has diabetes',
                                                    'he has diabetes', 'Dad has diabetes', 'yes', 'tell her he is diabetic',
                                                    "Dad's diabetic"]}),
 ("She mentioned insoles for his arches too, so that's another thing to get.", ['new'],
  {I: None,
   f'?{I}/for|who|recipient|for whom|whose': ['Dad', 'for Dad', 'my dad'],
   f'?{I}/purpose|reason|why|for what|type|kind|support|use|need': ['arches', 'for his arches', 'arch support',
                                                                   'his arches', 'arch', 'arch supports']}),
 ("Men's 9.", ['new'],
  {f'{I}/size|shoe size|fit|sizes|insole size|foot size': ['9', "men's 9", 'size 9', "men's size 9", 'UK 9', 'mens 9',
                                                          "UK men's 9", "9 men's", "size 9 (men's)", "men's UK 9",
                                                          'mens size 9', "men's 9 (UK)"]}),
 ("Boots have a pair for twelve quid.", ['new'],
  {IS: ['Boots', 'from Boots', 'at Boots'],
   IP: gbp(12, 'twelve quid', 'twelve pounds', '£12 a pair', '£12 per pair', '£12 at Boots', '12 a pair')}),
 ("Hang on, someone at the door.", [], {}),
 ("Carol's had a cancellation — she can do this Friday instead, same time.", ['update'],
  {CHD: ['this Friday', 'Friday', 'Fri', 'on Friday', 'this Friday at 2', 'Friday at 2', 'this Fri', 'Friday this week']}),
 ("What have I told you about his appointment?", ['check'], {}, check(CH)),
 ("Scrap Boots, the market stall does the same ones for £8.", ['update'],
  {IS: ['the market stall', 'market stall', 'the market', 'market', 'a market stall', 'market stall (same ones)'],
   IP: gbp(8, 'eight quid', '£8 a pair', '£8 per pair', '£8 at the market', '8 a pair')}),
 ("Both of Dad's things — summary please.", ['check'], {}, check(CH, I)),
])

# 5 ----------------------------------------------------------------------------------------------------------------
W = ('cards|cancel cards|cancel my cards|cancel the cards|bank cards|cancelling cards|card cancellation|lost wallet|'
     'wallet|lost cards|block cards|freeze cards|stop cards|stop my cards|cancel bank cards|report lost cards|'
     'report cards lost|cancel debit card|replace cards|replacement cards|lost wallet cards|cards to cancel|'
     'cancel card|cancel the card|stop the cards|block my cards|lost my wallet|wallet lost|lost wallet admin|'
     'cards in wallet|stop card|block card|card|cancel lost cards|cards cancellation|stopping cards|cancelling the cards')
WC = f'{W}/cards|which cards|which|list|cards to cancel|items|cards lost|accounts|what|contents|in it|cards in wallet|' \
     'lost cards|cards to stop|cards in it|card list|card|which card|to cancel|cancel'
P = ('lost property|bus company lost property|bus lost property|ring lost property|call lost property|'
     'check lost property|lost property office|bus depot|bus station lost property|report to bus company|'
     'report wallet lost|report the wallet|lost wallet report|ask the bus company|contact bus company|'
     'chase lost property|wallet search|find wallet|find the wallet|lost property report|lost property claim|'
     'find my wallet|ring the bus company|call the bus company|bus company|ring bus company|lost property call|'
     'bus lost property office|report lost wallet|search for wallet|recover wallet|collect wallet|get wallet back|'
     'wallet collection|lost property enquiry')
sc('h11_wallet', 'Held-out 11 (issue 14): cancelling cards from a lost wallet and the bus lost property', 'An '
   'exclamation opener ("Nightmare —") with a place and time and no request, the cards as a copular list, a '
   'deadline with "both need stopping", a phone number as a possessive copular clause, a second task as "also want '
   'to ring" with a reason clause, a description for "they\'ll want", an opening time said as "half eight", a list '
   'correction implied by "was in my coat, so it\'s just", a turn with nothing to record, a check on the first task, '
   'news that the wallet was found with a place and what to bring, a check over both.', [
 ("Nightmare — left my wallet on the 42 bus this morning.", ['new'],
  {W: None,
   f'?{W}/where|lost where|location|lost on|left on|place lost|lost at|where lost|place|left where|lost':
   ['on the 42 bus', 'the 42 bus', '42 bus', 'bus 42', 'the number 42 bus', 'number 42 bus', 'on the number 42'],
   f'?{W}/date lost|lost when|time lost|time|day|lost on date': ['this morning', 'today', 'today morning']}),
 ("Two cards in it: Barclays debit and the John Lewis credit card.", ['new'],
  {WC: ['Barclays debit and John Lewis credit card', 'Barclays debit, John Lewis credit',
        'Barclays debit and the John Lewis credit card', 'Barclays debit card and John Lewis credit card',
        'Barclays debit, John Lewis credit card', 'Barclays debit card, John Lewis credit card',
        'Barclays debit and John Lewis credit', 'Barclays debit card and the John Lewis credit card',
        'Barclays debit; John Lewis credit card', 'Barclays debit & John Lewis credit card',
        'Barclays debit card, John Lewis credit', 'Barclays debit card; John Lewis credit card']}),
 ("Both need stopping today.", ['new'],
  {f'{W}/deadline|by|when|due|by when|cancel by|do by|date|timeframe|urgency|stop by|cancel when|needed by|'
   'priority': ['today', 'by today', 'ASAP today', 'today ASAP', 'asap', 'by end of today', 'today, urgent']}),
 ("Barclays' lost card line is 0345 734 5345.", ['new'],
  {f'{W}/phone|number|Barclays number|Barclays phone|contact|phone number|helpline|lost card line|hotline|call|'
   'Barclays helpline|Barclays contact|bank phone|tel|Barclays line|Barclays lost card line|lost card number|'
   'contact number|telephone|bank number|phone Barclays|ring|lost cards line|Barclays phone number':
   ['0345 734 5345', '03457345345', '0345 7345345', '0345-734-5345', '0345 734 5345 (Barclays)']}),
 ("Also want to ring the bus company's lost property in case someone's handed it in.", ['new'],
  {P: None,
   f'?{P}/who|company|contact|bus company|operator|office|ring|call': ['bus company', 'the bus company',
                                                                             "bus company's lost property",
                                                                             'lost property', 'the bus company lost property'],
   f'?{P}/reason|why|in case|purpose': ['in case someone handed it in', "in case someone's handed it in", 'handed in',
                                       'check if handed in', 'see if handed in']}),
 ("They'll want a description: brown leather, a bit battered, Lego keyring on the zip.", ['new'],
  {f'{P}/description|wallet description|what it looks like|looks like|details|appearance|colour|item|wallet|'
   'identifying features|features|describe|description of wallet|wallet details|what|item description':
   ['brown leather, a bit battered, Lego keyring on the zip', 'brown leather, bit battered, Lego keyring on the zip',
    'brown leather, battered, Lego keyring on the zip', 'brown leather with a Lego keyring on the zip',
    'brown leather, a bit battered, Lego keyring', 'brown leather wallet, a bit battered, Lego keyring on the zip',
    'battered brown leather, Lego keyring on the zip', 'brown leather, a bit battered, a Lego keyring on the zip',
    'brown leather, a bit battered, with a Lego keyring on the zip', 'brown leather; a bit battered; Lego keyring on the zip',
    'brown leather, battered, Lego keyring on zip', 'brown leather, a bit battered, Lego keyring on zip',
    'brown leather wallet, battered, with a Lego keyring on the zip']}),
 ("Their office opens half eight.", ['new'],
  {f'{P}/opening time|opens|time|call at|ring at|when|office hours|call time|open from|opening|office opens|'
   'hours|open|opening hours|ring from|call from': ['half eight', '8.30', '8:30', '8.30am', '8:30am', '08:30',
                                                    'half past eight', '8:30 am', '8.30 am', 'half 8', 'from 8.30',
                                                    'from 8:30am', 'opens 8.30', 'opens at 8:30']}),
 ("Oh hang on — the John Lewis card was in my coat pocket, so it's just the Barclays one.", ['update'],
  {WC: ['Barclays debit', 'Barclays debit card', 'Barclays', 'the Barclays one', 'Barclays card', 'just Barclays debit',
        'Barclays debit only', 'just the Barclays one', 'just the Barclays debit card', 'Barclays debit card only',
        'just Barclays', 'only Barclays debit', 'the Barclays debit card', 'Barclays only']}),
 ("Ugh, what a day.", [], {}),
 ("What's left on the cards front?", ['check'], {}, check(W)),
 ("Lost property have got it! I can collect from the depot on Hythe Road, just need to bring ID.", ['new'],
  {f'{P}/collect from|where|location|pick up|collection|collect at|depot|address|collection point|pickup location|'
   'pick up from|collect|collection address|pickup|collect where|pickup point|where to collect|collection location':
   ['the depot on Hythe Road', 'depot on Hythe Road', 'Hythe Road depot', 'Hythe Road', 'the depot, Hythe Road',
    'the Hythe Road depot', 'depot, Hythe Road', 'bus depot on Hythe Road', 'Hythe Road bus depot'],
   f'{P}/bring|need|take|requirements|ID|proof|what to bring|needs|required|bring with|take with|documents|'
   'need to bring|requirement|identification': ['ID', 'bring ID', 'photo ID', 'identification', 'my ID', 'proof of ID'],
   f'?{P}/status|found|outcome|result|state|update|news': ['found', 'handed in', 'they have it', 'have it',
                                                           'wallet found', 'got it', "they've got it",
                                                           'found - ready to collect', 'ready to collect']}),
 ("Sum it all up for me, cards and lost property.", ['check'], {}, check(W, P)),
])

# 6 ----------------------------------------------------------------------------------------------------------------
F = ('fireworks|fireworks display|bonfire night|bonfire|display|fireworks night|bonfire night display|fireworks tickets|'
     'display tickets|tickets|bonfire tickets|book fireworks|book fireworks tickets|rugby club fireworks|'
     'rugby club display|fireworks at the rugby club|bonfire night at the rugby club|firework display|Guy Fawkes|'
     'bonfire night tickets|rugby club bonfire|go to the fireworks|firework night|fireworks display tickets|'
     'rugby club fireworks display|bonfire night fireworks|fireworks at rugby club|rugby club|the fireworks|'
     'fireworks on the 5th|bonfire display|firework tickets|book tickets|fireworks trip')
FC = (f'{F}/count|how many|tickets|number of tickets|party|who|people|group|number|headcount|ticket count|'
      'number of people|party size|attendees|going|ticket numbers|tickets needed|quantity|group size|numbers')
G = ("ear defenders|ear muffs|earmuffs|ear protectors|kids ear defenders|ear defenders for Noah|Noah's ear defenders|"
     "Noah ear defenders|buy ear defenders|get ear defenders|defenders|ear protection|hearing protection|"
     "ear defenders for the baby|baby ear defenders|ear muffs for Noah|earmuffs for Noah|baby earmuffs|"
     "ear defenders for Noah for the fireworks|ear things|Noah's ear things|toddler ear defenders|buy earmuffs|"
     "ear defender|baby ear muffs|ear protection for Noah")
GS = (f'{G}/shop|where|from|store|retailer|buy from|seller|source|vendor|supplier|website|where to buy|buy where|'
      'purchase from|site')
sc('h11_bonfire', 'Held-out 11 (issue 14): a Bonfire Night display and a toddler\'s ear defenders', 'A "thinking '
   'we\'ll" opener with a venue chosen "rather than" another and a date, gates and start as a verbless fragment, two '
   'prices for two ticket types in one clause, a party as "so two adults, three kids", a second task from a child who '
   '"will hate the bangs", a deadline as "obviously" fragment, a brand, price and shop, a check on the first task, a '
   'count corrected with "actually" and a reason, a turn with nothing to record, a shop dropped with "drop the ... '
   'thing", a check over both.', [
 ("Thinking we'll do the rugby club fireworks on the 5th this year, rather than the one in the park.", ['new'],
  {F: None,
   f'{F}/venue|where|location|place|which|display|which one|at|which display|site':
   ['the rugby club', 'rugby club', 'at the rugby club', 'rugby club display', 'the rugby club fireworks',
    'rugby club (not the park)', 'the rugby club (rather than the park)', 'Rugby Club'],
   f'{F}/date|day|when|on|night|which night|event date': ['the 5th', '5th', '5 November', '5th November', 'November 5th',
                                                         'the 5th of November', 'Bonfire Night', '5/11', 'Nov 5',
                                                         '5 Nov', '5th Nov', 'November 5', 'on the 5th', '5th of November']}),
 ("Gates at 6, fireworks 7.30.", ['new'],
  {f'{F}/gates|gates open|doors|opens|gate time|arrival|arrive|arrival time|entry time|gates at|opening time|'
   'gate opening|gates opening|doors open|open': ['6', '6pm', '6 pm', '18:00', '6:00', 'six', "6 o'clock", '6.00pm',
                                                  '6:00pm', '6.00', 'at 6', 'gates at 6', '6:00 pm'],
   f'{F}/time|start|fireworks time|starts|fireworks at|display time|start time|show time|fireworks start|'
   'display starts|begins|display start|fireworks begin|fireworks': ['7.30', '7:30', '7.30pm', '7:30pm', 'half seven',
                                                                     '19:30', 'half past seven', '7:30 pm', '7.30 pm',
                                                                     'fireworks 7.30', 'fireworks at 7.30']}),
 ("Tickets are £8 for adults and £4 for kids if you book online.", ['new'],
  {f'{F}/price|cost|prices|ticket price|ticket prices|fee|how much|cost per ticket|admission|ticket cost|'
   'price per ticket|entry price|admission price|cost of tickets': [
      '£8 adults, £4 kids', '£8 for adults and £4 for kids', '£8 adult, £4 child', 'adults £8, kids £4', '£8/£4',
      '£8 adults and £4 kids', '£8 per adult, £4 per child', '£8 adult and £4 child', 'adults £8 and kids £4',
      '£8 for adults, £4 for kids', 'adult £8, child £4', '£8 adults / £4 kids', '£8 adult / £4 child',
      'adults £8, children £4', '£8 adults, £4 children', '£8 per adult and £4 per child', '£8 for adults, £4 for children',
      '£8 adult, £4 kid', 'adult £8, kid £4', '£8 adults, £4 kids (online)', '£8 for adults and £4 for kids online',
      '£8 adults, £4 kids, book online', 'Adults £8, kids £4', '£8 (adult), £4 (child)', '£8 adults; £4 kids'],
   f'?{F}/booking|book|how|book online|where to book|booking method|buy|how to book|tickets from|buy online|buy from':
   ['online', 'book online', 'online booking', 'booked online', 'buy online']}),
 ("So two adults, three kids.", ['new'],
  {FC: ['two adults, three kids', '2 adults, 3 kids', '2 adults and 3 kids', 'two adults and three kids',
        '2 adults, 3 children', 'two adults and three children', '2 adults + 3 kids', '2 adults 3 kids',
        '2 adult, 3 child', '2 adults and 3 children', 'two adults, three children', '2 adult tickets, 3 kids tickets',
        '2 adults, 3 kids (5)', '5 (2 adults, 3 kids)', '2 adult, 3 kid', 'two adult, three child']}),
 ("Noah's only 18 months, he'll hate the bangs — he needs ear defenders.", ['new'],
  {G: None,
   f'?{G}/for|who|child|recipient|for whom|whose|wearer': ['Noah', 'for Noah'],
   f'?{G}/age|size|fit|age range|sizes|age group': ['18 months', 'baby', 'toddler', '18 months old', 'baby size', 'infant',
                                                  '0-2', 'for 18 months', '18 month', '18m', 'baby/toddler'],
   f'?{G}/reason|why|purpose': ['bangs', 'he will hate the bangs', 'the bangs', "he'll hate the bangs", 'noise',
                               'for the fireworks', 'fireworks noise']}),
 ("Before the 5th, obviously.", ['new'],
  {f'{G}/deadline|by|before|when|due|needed by|by when|date needed|get by|buy by|date|need by|target':
   ['before the 5th', 'the 5th', '5th', 'by the 5th', 'before 5th', 'before 5 November', 'before Bonfire Night',
    'by 5 November', 'before the fireworks', 'before 5th November', 'before November 5th', 'by 5th November',
    'before the 5th of November', 'before Nov 5', 'by the 5th of November']}),
 ("The baby Alpine ones are £22 on Amazon.", ['new'],
  {f'{G}/brand|model|which|make|type|product|which ones|option|item|choice|kind|which one|style':
   ['Alpine', 'baby Alpine', 'Alpine baby', 'the baby Alpine ones', 'baby Alpine ones', 'Alpine baby ear defenders',
    'Alpine Muffy Baby', 'the Alpine baby ones', 'Alpine (baby)', 'baby Alpine ear defenders', 'Alpine baby ones'],
   f'{G}/price|cost|how much|budget|amount': gbp(22, '£22 on Amazon'),
   GS: ['Amazon', 'on Amazon', 'from Amazon', 'amazon.co.uk']}),
 ("Fireworks — what have we got?", ['check'], {}, check(F)),
 ("Three adults actually, Gran's coming too.", ['update'],
  {FC: ['three adults, three kids', '3 adults, 3 kids', '3 adults and 3 kids', 'three adults and three kids',
        '3 adults, 3 children', 'three adults and three children', '3 adults + 3 kids', '3 adults 3 kids',
        '3 adult, 3 child', '3 adults and 3 children', 'three adults, three children', '3 adult tickets, 3 kids tickets',
        '3 adults, 3 kids (6)', '6 (3 adults, 3 kids)', '3 adult, 3 kid', 'three adult, three child']}),
 ("She loves a sparkler, does Gran.", [], {}),
 ("Actually drop the Amazon thing for the ear defenders.", ['update'],
  {GS: 'DEL'}),
 ("Give me the full rundown, fireworks and Noah's ear things.", ['check'], {}, check(F, G)),
])

# 7 ----------------------------------------------------------------------------------------------------------------
CM = ("childminder|childcare|find a childminder|finding a childminder|childminder for Isla|Isla's childminder|"
      "Isla childminder|childminder search|book childminder|childminder trial|sort childcare|sort a childminder|"
      "sort out a childminder|childminding|minder|childminder arrangement|Isla's childcare|childcare for Isla|"
      "Isla childcare|care for Isla|childminder for Isla when I go back|Janet Bright|childminder booking|"
      "arrange childminder|arrange childcare|book a childminder|childminder plan|the childminder|childcare plan|"
      "childcare arrangements|childminder arrangements|childminder for baby|find childminder")
CMD = (f'{CM}/days|which days|schedule|days needed|pattern|days of week|care days|days of the week|'
       'days required|weekdays|booked days|care pattern|childcare days|childminder days|which days of the week')
KT = ("keeping in touch days|KIT days|keeping-in-touch days|KIT|keep in touch days|work KIT days|KIT days with work|"
      "book KIT days|arrange KIT days|KIT day|keeping in touch day|keep-in-touch days|KIT days at work|"
      "book keeping in touch days|arrange keeping in touch days|work keeping in touch days|keeping in touch|"
      "book my KIT days|KIT days before I'm back|KIT days before return|work|KITs|plan KIT days|schedule KIT days")
KTD = (f'{KT}/dates|when|days|date|which days|on|dates chosen|booked for|proposed dates|KIT dates|day|'
       'chosen dates|preferred dates|planned dates|booked dates|dates booked|dates proposed|which dates|schedule')
sc('h11_childminder', 'Held-out 11 (issue 14): a childminder for a baby and keeping-in-touch days at work', 'A '
   'first-person opener with the task in "so I need to sort out" and a month, an age as a copular "she\'ll be", a '
   'count with its days as "three days — ...", a preferred childminder in "liked the sound of" with a street and a '
   'rating, an hourly rate as a fragment, a second task begun "work-wise" in a third-party "wants me to", dates in a '
   '"thinking" fragment, a turn with nothing to record, a check on the first task, a day swapped with "instead" '
   'plus a new settling-in date in the same turn (new and update), a date changed with "make the second one", a '
   'check over both.', [
 ("I go back to work in March so I need to sort out a childminder for Isla.", ['new'],
  {CM: None,
   f'?{CM}/for|child|baby|child name|for whom': ['Isla', 'for Isla'],
   f'{CM}/start|from|start date|starting|when|needed from|begin|date|start month|needed by|by|starts|from when|'
   'start from|needed|required from|back to work|return to work|return date': ['March', 'in March', 'from March',
                                                                              'by March', 'March start',
                                                                              'starting March', 'from March (back to work)']}),
 ("She'll be eleven months by then.", ['new'],
  {f'{CM}/age|Isla age|Isla\'s age|child age|age at start|how old|baby age|age then|child\'s age|age by then':
   ['eleven months', '11 months', '11 months old', 'eleven months old', '11mo', '11 months by March', '11 months by then',
    '11 mths', '11m']}),
 ("Three days — Monday, Tuesday, Thursday.", ['new'],
  {CMD: ['Monday, Tuesday, Thursday', 'Monday, Tuesday and Thursday', 'Mon, Tue, Thu', 'Mondays, Tuesdays and Thursdays',
         'Mon Tue Thu', 'Monday Tuesday Thursday', 'Mon, Tues, Thurs', 'Monday, Tuesday & Thursday',
         'Mondays, Tuesdays, Thursdays', 'three days: Monday, Tuesday, Thursday', '3 days: Monday, Tuesday, Thursday',
         'Mon/Tue/Thu', 'Mon, Tue and Thu', 'Monday, Tuesday, Thursday (3 days)', 'Mon, Tue, Thurs',
         'three days — Monday, Tuesday, Thursday'],
   f'?{CM}/days per week|how many days|number of days|frequency|days a week|count|days count|number of days per week':
   ['three', '3', '3 days', 'three days', '3 days a week', 'three days a week', '3 days per week']}),
 ("Liked the sound of Janet Bright on Oak Avenue, she's Ofsted outstanding.", ['new'],
  {f'{CM}/name|who|childminder|person|provider|preferred|option|choice|candidate|chosen|childminder name|favourite|'
   'shortlist|preferred childminder|top choice|first choice|front runner|best option|pick|liked|favorite':
   ['Janet Bright', 'Janet', 'Bright', 'Janet Bright (Oak Avenue)', 'Janet Bright on Oak Avenue'],
   f'?{CM}/address|where|location|based|place|street|area|childminder address|based at': ['Oak Avenue', 'on Oak Avenue',
                                                                                          'Oak Ave'],
   f'?{CM}/rating|Ofsted|Ofsted rating|grade|inspection|rated|quality': ['outstanding', 'Ofsted outstanding',
                                                                         'Outstanding', 'Ofsted: outstanding']}),
 ("£6.50 an hour.", ['new'],
  {f'{CM}/rate|price|cost|fee|hourly rate|per hour|charge|how much|fees|hourly|hourly cost|cost per hour|rate per hour|'
   'hourly fee|price per hour': ['£6.50 an hour', '£6.50', '6.50', '£6.50/hour', '£6.50 per hour', '£6.50/hr',
                                 '6.50 an hour', '£6.50 p/h', '£6.50ph', '£6.50 an hr', '£6.50 hourly', '6.50 per hour',
                                 '£6.50/h']}),
 ("Work-wise, my manager wants me to do a couple of KIT days before I'm back.", ['new'],
  {KT: None,
   f'{KT}/count|how many|number|number of days|how many days|quantity|days needed|number of KIT days|amount|total':
   ['two', '2', 'a couple', 'couple', '2 days', 'two days', 'a couple of days', 'couple of days', '2 KIT days',
    'two KIT days', 'a couple of KIT days'],
   f'?{KT}/deadline|by|before|due|when by|by when|timeframe|before return|complete by':
   ["before I'm back", 'before March', 'before returning', 'before I return', 'before return', 'before going back',
    'before I go back', 'before return to work', 'before my return'],
   f'?{KT}/with|who|manager|arrange with|contact|requested by|asked by|for': ['my manager', 'manager', 'with my manager',
                                                                            'line manager']}),
 ("Thinking the 12th and 19th of February.", ['new'],
  {KTD: ['12th and 19th February', 'the 12th and 19th of February', '12 and 19 February', '12th and 19th of February',
         '12 February and 19 February', '12th February, 19th February', '12th February and 19th February',
         '12/2 and 19/2', 'Feb 12 and Feb 19', '12 Feb, 19 Feb', '12th, 19th February', '12, 19 February',
         'February 12 and 19', 'February 12th and 19th', '12 & 19 February', 'Feb 12 and 19', '12 Feb and 19 Feb',
         '12 February, 19 February', 'February 12, February 19', 'February 12 and February 19', '12th & 19th February',
         'the 12th and the 19th of February', '12th and 19th Feb', '12 and 19 Feb']}),
 ("Isla's chewing my charger cable, one sec.", [], {}),
 ("Just the childminder bit — what's noted?", ['check'], {}, check(CM)),
 ("Janet's full on Thursdays so Wednesday instead, and she's offered us a settling-in session on 24 February.",
  ['new', 'update'],
  {CMD: ['Monday, Tuesday, Wednesday', 'Monday, Tuesday and Wednesday', 'Mon, Tue, Wed', 'Mondays, Tuesdays and Wednesdays',
         'Mon Tue Wed', 'Monday Tuesday Wednesday', 'Mon, Tues, Wed', 'Monday, Tuesday & Wednesday',
         'Mondays, Tuesdays, Wednesdays', 'Monday to Wednesday', 'Mon-Wed', 'Monday-Wednesday', 'Mon/Tue/Wed',
         'Mon, Tue and Wed', 'Monday, Tuesday, Wednesday (3 days)', 'Mon, Tues, Weds', 'Mon, Tue, Weds'],
   f'{CM}/settling in|settling-in|settling in session|trial|trial session|settling-in session|taster|first session|'
   'visit|settling in date|trial date|induction|settling-in date|settle in|settling session|taster session|'
   'trial day|settling in day|introductory session|intro session':
   dom(24, 'February', short='02') + ['24 February (settling-in)', 'settling-in 24 February', 'on 24 February']}),
 ("And the 19th's a training day, so make the second one the 26th.", ['update'],
  {KTD: ['12th and 26th February', 'the 12th and 26th of February', '12 and 26 February', '12th and 26th of February',
         '12 February and 26 February', '12th February, 26th February', '12th February and 26th February',
         '12/2 and 26/2', 'Feb 12 and Feb 26', '12 Feb, 26 Feb', '12th, 26th February', '12, 26 February',
         'February 12 and 26', 'February 12th and 26th', '12 & 26 February', 'Feb 12 and 26', '12 Feb and 26 Feb',
         '12 February, 26 February', 'February 12, February 26', 'February 12 and February 26', '12th & 26th February',
         'the 12th and the 26th of February', '12th and 26th Feb', '12 and 26 Feb', '12th and 26th',
         'the 12th and the 26th']}),
 ("Where's everything at, both things?", ['check'], {}, check(CM, KT)),
])

# 8 ----------------------------------------------------------------------------------------------------------------
TY = ('thank-you cards|thank you cards|thank-yous|thank yous|thank you notes|thank-you notes|wedding thank-you cards|'
      'wedding thank yous|cards|write thank-you cards|send thank-you cards|thank you cards for the wedding|'
      'wedding thank you cards|thank you letters|thanks cards|thank guests|thanking guests|thank-you card|wedding cards|'
      'post thank-you cards|thank you card|wedding thank-yous|write thank you cards|send thank you cards|'
      'thank-you card writing|thank you card writing|post-wedding thank-you cards|post-wedding admin|wedding admin|'
      'thank yous for the wedding|thank-you notes for the wedding|post wedding thank you cards|wedding thank you notes')
TYC = (f'{TY}/count|how many|number|cards|number of cards|quantity|total|to write|card count|amount|cards needed|qty|'
       'number to write|how many cards|cards to write|guests|recipients|number of guests|total cards')
DR = ("wedding dress|dress|dress cleaning|clean the dress|clean dress|dry cleaning|dry clean the dress|"
      "dry clean dress|dress cleaned|get the dress cleaned|wedding dress cleaning|dress preservation|preserve the dress|"
      "box the dress|dress boxed|clean and box dress|clean and box the dress|dress clean and box|my dress|"
      "dry cleaners|wedding gown|gown cleaning|dress cleaning and boxing|wedding dress cleaning and boxing|"
      "clean and box wedding dress|wedding dress preservation|get dress cleaned|dress care|my wedding dress")
DRP = f'{DR}/price|cost|fee|how much|quote|charge|quoted|total|price quoted|total cost|amount'
sc('h11_thankyou', 'Held-out 11 (issue 14): wedding thank-you cards and cleaning the dress', 'A "right, '
   'post-wedding admin" opener naming the task in a copular clause, a count as "to write" with an aside, a deadline '
   'in a "want them all posted" clause with a reason date, postage as a copular clause ("all going second '
   'class"), a count raised with "ooh, sixty-four" and a reason, a second task as "my dress needs", a shop and '
   'price in "does it for", a check on the first task, a price that "turns out" to be more, a turn with nothing to record, a price changed back with "go '
   'back to the first figure", a check over both.', [
 ("Right, post-wedding admin. Thank-you cards are the big one.", ['new'], {TY: None}),
 ("Sixty-two to write, most of them are couples.", ['new'],
  {TYC: ['sixty-two', '62', '62 cards', 'sixty-two cards', 'sixty two', '62 to write', 'sixty-two to write']}),
 ("I want them all posted before we fly out on honeymoon on the 20th.", ['new'],
  {f'{TY}/deadline|by|before|due|post by|send by|when|by when|date|posted by|due date|target|send before|'
   'post before|needed by|done by|complete by': ['before the 20th', 'the 20th', '20th', 'by the 20th', 'before 20th',
                                                 'before the honeymoon', 'before honeymoon', 'before we fly out',
                                                 'before the honeymoon on the 20th', 'before we fly out on the 20th',
                                                 'by the 20th (honeymoon)', '20th (honeymoon)', 'before honeymoon (20th)'],
   f'?{TY}/honeymoon|leave date|trip|flying out|departure|fly out': ['20th', 'the 20th', 'on the 20th']}),
 ("They're all going second class.", ['new'],
  {f'{TY}/stamps|postage|stamp|stamps needed|postage needed|stamps to buy|postage type|stamp type|class|'
   'postage class|post|buy stamps|need stamps': ['second class', '2nd class', 'second-class', 'second class stamps',
                                                 '2nd class stamps', '2nd-class', 'all second class',
                                                 'all 2nd class', 'second class post']}),
 ("Ooh, sixty-four — I forgot my aunties.", ['update'],
  {TYC: ['sixty-four', '64', '64 cards', 'sixty four', 'sixty-four cards', '64 to write']}),
 ("And my dress needs cleaning and boxing before it starts to yellow.", ['new'],
  {DR: None,
   f'?{DR}/what|job|type|treatment|need|needs|task|work|what needed|to do':
   ['cleaning and boxing', 'clean and box', 'cleaned and boxed', 'cleaning, boxing', 'clean and boxed',
    'clean and preserve', 'cleaning & boxing', 'clean, box', 'cleaning and boxing before it yellows'],
   f'?{DR}/deadline|by|before|when|reason|why': ['before it yellows', 'before it starts to yellow', 'soon',
                                                 'before it goes yellow']}),
 ("The dry cleaner on Station Road does it for £140.", ['new'],
  {f'{DR}/where|cleaner|shop|who|dry cleaner|company|provider|place|location|with|dry cleaners|store|firm|'
   'cleaners|business|service|supplier|dry-cleaner': ['the dry cleaner on Station Road', 'dry cleaner on Station Road',
                                                      'Station Road dry cleaner', 'Station Road', 'Station Road dry cleaners',
                                                      'dry cleaners on Station Road', 'the dry cleaners on Station Road',
                                                      'the Station Road dry cleaner', 'dry cleaner, Station Road',
                                                      'Station Road cleaners'],
   DRP: gbp(140)}),
 ("Any chance I can have the card stuff back?", ['check'], {}, check(TY)),
 ("Turns out Station Road's £140 is just the cleaning — boxing is another £60, so £200.", ['update'],
  {DRP: gbp(200, '£200 total', '£200 all in', '£140 + £60', '£140 plus £60', '£200 including boxing',
            '£200 (£140 cleaning + £60 boxing)', '£140 cleaning + £60 boxing', '£200 in total')}),
 ("We're both so sick of wedding stuff, honestly.", [], {}),
 ("Go back to the first figure — they've knocked the boxing off as a wedding present.", ['update'],
  {DRP: gbp(140, '£140 total', '£140 all in', '£140 including boxing')}),
 ("Show me the whole lot, cards and dress.", ['check'], {}, check(TY, DR)),
])

# 9 ----------------------------------------------------------------------------------------------------------------
X = ("exhibition|model railway exhibition|railway exhibition|show|model railway show|the show|exhibiting|exhibit|"
     "exhibit the layout|layout at the show|layout at the exhibition|club layout|the layout|exhibition stand|stand|"
     "model rail show|model railway exhibition stand|show stand|exhibition booking|Ashford show|Ashford exhibition|"
     "the Ashford show|Ashford model railway show|the Ashford model railway show|Ashford model railway exhibition|"
     "entering the layout|exhibition entry|exhibit at the show|layout|club layout at the show|club layout at Ashford|"
     "layout at Ashford|Ashford|railway show|model railway|show entry|exhibiting the layout|Ashford show stand")
XO = (f'{X}/operators|who|team|people|crew|operating|staff|members|running it|running|manning|volunteers|rota|names|'
      'operator|operating team|operated by|who is operating|who\'s operating|helpers|attendees|club members|operators list')
CT = ("controller|new controller|replacement controller|buy controller|buy a controller|DCC controller|"
      "buy a new controller|get a controller|get a new controller|controller purchase|train controller|"
      "model railway controller|order controller|controller replacement|replace controller|replace the controller|"
      "buy DCC controller|handset|new handset|controller order|new controller before the show|"
      "replacement controller for the show|buy new controller|controller upgrade|new train controller|the controller|"
      "new one|replace old controller|new DCC controller")
CTB = f'{CT}/brand|model|make|which|type|product|which one|choice|option|kind|controller|item|which controller|brand/model'
CTP = f'{CT}/price|cost|budget|how much|amount|max|spend|price range|approx cost|approximate price|estimated cost'
sc('h11_modelrail', 'Held-out 11 (issue 14): a club layout at a model railway show and a new controller', 'An '
   'exclamation opener in the passive ("got accepted for"), dates as a copular "it\'s the weekend of", a space '
   'needed with "12 by 4 foot", a set-up time as a fragment "from 4 on the Friday", operators as a subject list '
   'including "me", a second task from a fault ("playing up") with "would be sensible", a brand and rough price as a '
   'fragment, one operator dropped with "can\'t make it after all", a check on the first task, a brand and price '
   'replaced because someone "reckons", a turn with nothing to record, a check over both.', [
 ("Our club's layout got accepted for the Ashford model railway show!", ['new'],
  {X: None,
   f'?{X}/where|location|venue|place|town|show|which show|event|show name': ['Ashford', 'the Ashford show',
                                                                                 'Ashford model railway show'],
   f'?{X}/layout|what|exhibit|entry|which layout|club layout|exhibiting|status': ["our club's layout", 'the club layout',
                                                                                 'club layout', 'accepted',
                                                                                 "club's layout"]}),
 ("It's the weekend of the 8th and 9th of March.", ['new'],
  {f'{X}/date|dates|when|days|weekend|on|show dates|show date|exhibition dates|which weekend|exhibition date|'
   'show weekend|date of show': [
      '8th and 9th March', '8 and 9 March', 'the weekend of the 8th and 9th of March', '8-9 March', 'March 8-9',
      '8th-9th March', 'March 8th and 9th', '8th & 9th March', '8/9 March', 'Saturday 8 and Sunday 9 March',
      'weekend of 8-9 March', '8–9 March', 'weekend of 8th and 9th March', '8, 9 March', '8 March and 9 March',
      '8th March and 9th March', 'the 8th and 9th of March', '8th and 9th of March', 'weekend of the 8th and 9th of March',
      'March 8 and 9', 'March 8 and March 9', '8 & 9 March', 'Mar 8-9', '8-9 Mar', '8th and 9th Mar', 'Sat 8 - Sun 9 March',
      'weekend of 8th-9th March', '8–9 March (weekend)', 'the weekend of 8 and 9 March', '8th/9th March']}),
 ("We need a 12 by 4 foot space.", ['new'],
  {f'{X}/space|stand size|size|footprint|space needed|area|dimensions|stand|space required|pitch|floor space|'
   'stand space|layout size|needed|requirement|space requirement|size needed|stand dimensions|area needed': [
      '12 by 4 foot', '12 x 4 foot', '12x4 ft', '12 by 4 feet', '12 x 4 ft', '12ft by 4ft', '12 x 4 feet', '12 by 4',
      '12x4', '12 ft x 4 ft', "12' x 4'", '12 by 4 ft', '12 x 4', '12 by 4 foot space', '12ft x 4ft', '12 × 4 ft',
      "12' by 4'", '12 foot by 4 foot', '12 feet by 4 feet', '12 x 4 foot space', '12x4ft', '12 ft by 4 ft',
      '12 by 4 foot (space)']}),
 ("Set-up from 4 on the Friday.", ['new'],
  {f'{X}/setup|set-up|set up|setup time|arrival|arrive|arrival time|access|set-up time|setup from|load in|get in|'
   'get-in|set up time|setting up|set-up from|setup day|set up from|setup date|build|build time|set-up day': [
      '4 on the Friday', 'Friday from 4', 'Friday at 4', '4pm Friday', 'Friday 4pm', 'from 4 on Friday',
      '4pm on the Friday', 'from 4pm Friday', 'Friday 4:00pm', 'Friday 16:00', 'Friday, 4pm', '4pm on Friday',
      'from 4 on the Friday', 'Friday from 4pm', 'Friday 4', 'Friday 4 pm', 'from 4pm on Friday', 'from 4pm on the Friday',
      'Friday from 16:00', 'Friday (from 4pm)', 'Friday, from 4', 'Friday, from 4pm', 'Fri from 4pm', 'Fri 4pm',
      'Friday 7 March from 4pm', 'Friday 7 March, 4pm', 'from 4pm Friday 7 March', 'Friday 7th March from 4pm']}),
 ("Me, Derek and Sunil are operating.", ['new'],
  {XO: ['me, Derek and Sunil', 'me, Derek, Sunil', 'Derek, Sunil and me', 'Derek and Sunil', 'you, Derek and Sunil',
        'Derek, Sunil', 'myself, Derek and Sunil', 'user, Derek and Sunil', 'me, Derek & Sunil', 'Derek, Sunil, me',
        'I, Derek and Sunil', 'Me, Derek, Sunil', 'me, Derek, and Sunil', 'you, Derek, Sunil']}),
 ("The old controller's been playing up, so a new one before the show would be sensible.", ['new'],
  {CT: None,
   f'{CT}/deadline|by|before|when|due|needed by|by when|date|need by|get by|buy by|target|timeframe|buy before': [
      'before the show', 'before the exhibition', 'by the show', 'before 8 March', 'before the 8th',
      'before the Ashford show', 'before March 8', 'before 8th March', 'before the 8th of March', 'by 8 March',
      'by the 8th', 'before show', 'before the show (8 March)', 'by 7 March', 'before the show weekend'],
   f'?{CT}/reason|why|problem|issue|note|because|old one': ['old controller playing up', 'playing up',
                                                           'the old one is playing up', "old controller's been playing up",
                                                           "the old controller's been playing up",
                                                           'old one playing up', 'old controller faulty']}),
 ("Gaugemaster, around £150.", ['new'],
  {CTB: ['Gaugemaster', 'a Gaugemaster', 'Gaugemaster controller', 'Gaugemaster one'],
   CTP: gbp(150, 'around £150', 'about £150', '~£150', 'approx £150', 'roughly £150', 'around 150', 'about 150',
            '£150ish', 'c. £150', 'approximately £150', '£150 approx', 'around 150 pounds')}),
 ("Sunil can't make it after all.", ['update'],
  {XO: ['me and Derek', 'Derek and me', 'me, Derek', 'Derek', 'you and Derek', 'myself and Derek', 'user and Derek',
        'Derek, me', 'I and Derek', 'Me and Derek', 'me & Derek', 'just me and Derek', 'Derek and myself', 'you, Derek']}),
 ("What's logged for the show?", ['check'], {}, check(X)),
 ("Derek reckons the NCE one is better — let's go with that, it's £180.", ['update'],
  {CTB: ['NCE', 'the NCE one', 'NCE controller', 'NCE one', 'an NCE', 'NCE Power Cab'],
   CTP: gbp(180, 'about £180', 'around £180')}),
 ("First show in about ten years for us, can't wait.", [], {}),
 ("Show and controller — full summary?", ['check'], {}, check(X, CT)),
])

# 10 ---------------------------------------------------------------------------------------------------------------
U = ("school uniform|uniform|uniform order|order uniform|order the uniform|buy uniform|buy school uniform|"
     "uniform shopping|school uniform order|uniform for Leo|Leo's uniform|Leo uniform|new uniform|back to school uniform|"
     "school clothes|order school uniform|get uniform|get school uniform|school uniform shopping|uniform list|"
     "uniform for school|back to school|reception uniform|Leo's school uniform|Leo school uniform|school uniform for Leo|"
     "buy Leo's uniform|order Leo's uniform|uniform for reception|school uniform list|uniform purchase|kit for school|"
     "school stuff|school things|starting school|Leo starting school|reception|Leo reception")
UI = (f'{U}/items|list|what|needed|what to buy|shopping list|order|things|pieces|clothes|items needed|contents|to buy|'
      'buy|need|needs|uniform items|items to buy|what he needs|uniform list|kit|garments|uniform|clothing|item list')
N = ("name labels|labels|name tags|iron-on labels|iron on labels|stick-on labels|name labels for uniform|"
     "order name labels|buy name labels|clothing labels|labels for Leo|Leo's labels|Leo name labels|Leo's name labels|"
     "name stickers|label order|order labels|buy labels|get labels|get name labels|iron-on name labels|name tapes|"
     "sew-in labels|labelling|label the uniform|label uniform|labeling|iron on name labels|name labels for Leo|"
     "labels for uniform|labels for the uniform|uniform labels|name label|iron-on labels for Leo|name labels order")
sc('h11_uniform', 'Held-out 11 (issue 14): a reception uniform and name labels', 'A first-person opener that '
   'confesses ("haven\'t ordered a single bit") with a child and a month, the items as a bare list with counts, a '
   'size "in everything" with a reason, a shop for one item with "have to be", a budget "all in", a second task from '
   '"everything\'ll need his name in" with a type, a count self-corrected in the same turn ("fifty — no, scratch '
   'that, a hundred"), the label text as a quoted fragment, a check on the first task, a count corrected with "X, not '
   'Y", a turn with nothing to record, a check over both.', [
 ("Leo starts reception in September and I haven't ordered a single bit of uniform.", ['new'],
  {U: None,
   f'?{U}/for|who|child|name|pupil|kid': ['Leo', 'for Leo'],
   f'?{U}/start|starts|when|school start|start date|needed by|by|deadline|due|date|starting|by when|month':
   ['September', 'in September', 'by September', 'before September', 'September start', 'for September']}),
 ("Three polo shirts, two jumpers, a book bag and a PE bag.", ['new'],
  {UI: ['three polo shirts, two jumpers, a book bag and a PE bag', '3 polo shirts, 2 jumpers, book bag, PE bag',
        '3 polos, 2 jumpers, a book bag and a PE bag', '3 polo shirts, 2 jumpers, a book bag, a PE bag',
        'three polo shirts, two jumpers, book bag, PE bag', '3 polo shirts, 2 jumpers, 1 book bag, 1 PE bag',
        '3 x polo shirt, 2 x jumper, book bag, PE bag', 'polo shirts x3, jumpers x2, book bag, PE bag',
        '3 polo shirts, 2 jumpers, a book bag and a PE bag', '3 polo shirts, two jumpers, a book bag and a PE bag',
        '3 polo shirts, 2 jumpers, book bag and PE bag', 'three polo shirts, two jumpers, a book bag, a PE bag',
        '3 polos, 2 jumpers, book bag, PE bag', '3 polo shirts; 2 jumpers; book bag; PE bag',
        '3x polo shirts, 2x jumpers, book bag, PE bag', '3 polo shirts, 2 jumpers, a book bag, and a PE bag',
        'three polo shirts, two jumpers, a book bag, and a PE bag', '3 polo shirts, 2 jumpers, 1 book bag and 1 PE bag',
        'polo shirts (3), jumpers (2), book bag, PE bag', '3 x polo shirts, 2 x jumpers, 1 x book bag, 1 x PE bag']}),
 ("He's a 5-6 in everything, he's tall for his age.", ['new'],
  {f'{U}/size|sizes|age|fit|age range|size range|clothes size|age size|uniform size': [
      '5-6', 'age 5-6', '5-6 years', 'ages 5-6', '5 to 6', 'age 5 to 6', '5-6 yrs', '5-6 years old', '5–6', 'aged 5-6',
      '5/6', 'age 5/6', '5-6y', '5-6yrs', '5 - 6', '5-6 in everything', 'age 5–6', 'size 5-6', '5-6 (tall for age)',
      'age 5-6 in everything', '5-6 years in everything']}),
 ("Jumpers have to be the logo ones from Smarts on the high street.", ['new'],
  {f'{U}/shop|where|from|supplier|retailer|store|buy from|jumpers from|jumper shop|logo jumpers|logo supplier|'
   'stockist|uniform shop|where to buy|jumper supplier|jumpers|logo jumpers from|buy where|jumper|logo|source|'
   'school shop|notes|note|jumper source|jumpers shop': [
      'Smarts', 'Smarts on the high street', 'from Smarts', 'Smarts, high street', 'logo ones from Smarts',
      'logo jumpers from Smarts', 'Smarts (logo jumpers)', 'Smarts on the high street (logo jumpers)',
      'Smarts for the logo jumpers', 'the logo ones from Smarts on the high street', 'logo jumpers: Smarts',
      'Smarts, on the high street', 'logo ones from Smarts on the high street', 'jumpers from Smarts',
      'logo jumpers from Smarts on the high street', 'Smarts on high street', 'Smarts (high street)',
      'jumpers: logo ones from Smarts', 'Smarts high street']}),
 ("Budget's £80 all in.", ['new'],
  {f'{U}/budget|cost|spend|limit|max|price|how much|max spend|total|amount|money|spending limit|total budget|'
   'max budget|budget total': gbp(80, '£80 all in', '£80 total', '£80 max', 'up to £80', '80 all in', '£80 in total')}),
 ("Then everything'll need his name in — I'll get iron-on labels.", ['new'],
  {N: None,
   f'?{N}/type|kind|style|which|label type|sort|format|method': ['iron-on', 'iron on', 'iron-on labels',
                                                                     'iron on labels', 'iron-on name labels'],
   f'?{N}/for|who|child|name for|whose|for whom|use|purpose|items': ['Leo', 'uniform', 'the uniform', 'everything',
                                                                    'for the uniform', "Leo's uniform", 'for Leo',
                                                                    'his uniform', 'everything (uniform)']}),
 ("Fifty. No — scratch that, a hundred, they fall off in the wash.", ['new'],
  {f'{N}/count|how many|quantity|number|qty|amount|number of labels|how many labels|label count|pack size|'
   'pack|number needed|total': ['100', 'a hundred', 'one hundred', '100 labels', 'a hundred labels', 'hundred',
                                'one hundred labels', '100 (not 50)', 'a hundred (not fifty)']}),
 ("Just 'LEO M', in capitals.", ['new'],
  {f'{N}/text|name|wording|what|label text|says|words|print|printed name|name on label|text on label|label|'
   'name to print|lettering|name on labels|label wording|printed text|printing|content|label name|name text': [
      'LEO M', 'Leo M', "'LEO M'", 'LEO M in capitals', 'LEO M, capitals', 'LEO M (capitals)', 'Leo M in capitals',
      'LEO M, in capitals', 'LEO M (in capitals)', '"LEO M"', 'LEO M (capital letters)', 'LEO M in capital letters',
      'LEO M, capital letters', "'LEO M' in capitals"],
   f'?{N}/case|capitals|font|letters|formatting|lettering style': ['capitals', 'in capitals', 'capital letters',
                                                                               'uppercase', 'upper case', 'caps',
                                                                               'all caps', 'block capitals']}),
 ("Uniform — recap?", ['check'], {}, check(U)),
 ("Four polo shirts, not three — he spills everything.", ['update'],
  {UI: ['four polo shirts, two jumpers, a book bag and a PE bag', '4 polo shirts, 2 jumpers, book bag, PE bag',
        '4 polos, 2 jumpers, a book bag and a PE bag', '4 polo shirts, 2 jumpers, a book bag, a PE bag',
        'four polo shirts, two jumpers, book bag, PE bag', '4 polo shirts, 2 jumpers, 1 book bag, 1 PE bag',
        '4 x polo shirt, 2 x jumper, book bag, PE bag', 'polo shirts x4, jumpers x2, book bag, PE bag',
        '4 polo shirts, 2 jumpers, a book bag and a PE bag', '4 polo shirts, two jumpers, a book bag and a PE bag',
        '4 polo shirts, 2 jumpers, book bag and PE bag', 'four polo shirts, two jumpers, a book bag, a PE bag',
        '4 polos, 2 jumpers, book bag, PE bag', '4 polo shirts; 2 jumpers; book bag; PE bag',
        '4x polo shirts, 2x jumpers, book bag, PE bag', '4 polo shirts, 2 jumpers, a book bag, and a PE bag',
        'four polo shirts, two jumpers, a book bag, and a PE bag', '4 polo shirts, 2 jumpers, 1 book bag and 1 PE bag',
        'polo shirts (4), jumpers (2), book bag, PE bag', '4 x polo shirts, 2 x jumpers, 1 x book bag, 1 x PE bag']}),
 ("He's wearing a colander as a hat right now, bless him.", [], {}),
 ("Labels and uniform, where are we?", ['check'], {}, check(U, N)),
])
