"""Write the tenth held-out TRIM scenarios (issue 14, session 6, blind set) from a compact form: each turn
sets/deletes gold paths."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (session 6, blind set h10) by a writer who did not see the rules or the classifier, before "
       "any classifier ran on it; ten conversations in domains used nowhere else; never to be edited after the first "
       "run.")
sc = writer(sys.argv[1], 'held_out', SRC)

def sfx(n): return 'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')
def dm(wd, n, mon, short=''):
    "Spellings of a weekday + day of month + month ('Thursday 12 June' and the like)."
    o = f'{n}{sfx(n)}'
    v = [f'{wd} {n} {mon}', f'{n} {mon}', f'{mon} {n}', wd, f'{wd}, {n} {mon}', f'{o} {mon}', f'{wd} {o} {mon}',
         f'{mon} {o}', f'the {o} of {mon}', f'{wd} the {o}', f'{wd} {mon} {n}', f'{wd}, {mon} {n}', f'{o} of {mon}',
         f'{wd} the {o} of {mon}', f'{wd}, {o} {mon}']
    return v + ([f'{n}/{short}', f'{n}/{int(short)}'] if short else [])
def gbp(n, *more): return [f'£{n}', str(n), f'{n} pounds', f'£{n}.00'] + list(more)

# 1 ----------------------------------------------------------------------------------------------------------------
P = ('pothole|pothole report|report pothole|report the pothole|reporting the pothole|pothole on Elm Road|'
     'Elm Road pothole|council report|report to council|report to the council|road report|road repair|pothole repair|'
     'report|council|pothole reporting|report a pothole|pothole complaint|road defect|road defect report')
PL = f'{P}/location|where|place|address|position|site|street|road|spot'
PD = f'{P}/deadline|by|when|due|due date|by when|date|day|report by|submit by|before|target date'
S = ('streetlight|street light|streetlight report|street light report|broken streetlight|broken street light|lamp post|'
     'lamppost|lamp post report|report streetlight|report the streetlight|report street light|streetlight out|'
     'street lamp|light|light out|streetlight on Birch Lane|Birch Lane streetlight|faulty streetlight|report lamp post')
SS = f'{S}/since|out since|since when|date|when|started|day|broken since|date out|went out|outage start|out from|start'
E = 'email|contact|contact email|email address|my email|reporter email|reply to|contact details|e-mail|your email'
MAIL = ['sam.kerr@mailbox.com']
sc('h10_pothole', 'Held-out 10 (issue 14): a pothole and a streetlight for the council', 'A first-person opener with '
   'the task in a participle, a size as a fragment, a turn with nothing to record, a deadline in a "want to" '
   'clause, a second report opened by "also" with no verb asking for it, a lamp-post number in a copular clause, a '
   'day corrected with "not", a check over both, a deadline put later with "can wait", one e-mail for both tasks, '
   'a location corrected in an afterthought.', [
 ("Been meaning to report that pothole outside 14 Elm Road for weeks.", ['new'],
  {P: None, PL: ['outside 14 Elm Road', '14 Elm Road', 'Elm Road', 'outside number 14 Elm Road', 'number 14 Elm Road',
                 'outside 14 Elm Rd', '14 Elm Rd', 'outside no. 14 Elm Road', 'Elm Road, outside 14',
                 'Elm Road outside number 14', 'outside 14, Elm Road']}),
 ("Roughly a foot across.", ['new'],
  {f'{P}/size|width|dimensions|how big|diameter|across|description|details|measurements':
   ['roughly a foot across', 'a foot across', 'about a foot', 'a foot', '1 foot', 'one foot', '1 ft', 'roughly a foot',
    'about a foot across', '1 foot across', 'one foot across', '~1 foot', 'approx 1 foot', 'around a foot',
    '30 cm', 'about 30 cm', 'approximately a foot', 'about 1 foot']}),
 ("Honestly, the roads round here are a disgrace.", [], {}),
 ("Want it in before Friday.", ['new'], {PD: ['Friday', 'before Friday', 'by Friday', 'in before Friday']}),
 ("Also the streetlight at the end of Birch Lane has been out since Tuesday.", ['new'],
  {S: None,
   f'{S}/location|where|place|address|position|site|street|road|spot':
   ['end of Birch Lane', 'the end of Birch Lane', 'Birch Lane', 'at the end of Birch Lane', 'Birch Lane (end)',
    'end of Birch Ln', 'Birch Lane, at the end'],
   SS: ['Tuesday', 'since Tuesday', 'out since Tuesday', 'Tue']}),
 ("Lamp post number's 7B, it's on a little plate.", ['new'],
  {f'{S}/number|lamp post number|post number|id|reference|lamp number|column number|lamppost number|lamp post id|'
   'post id|ref|column id|identifier|label|plate|plate number|streetlight number|light number|pole number':
   ['7B', 'lamp post 7B', 'number 7B', 'no. 7B', 'lamp post number 7B', 'post 7B', '7 B']}),
 ("Actually it was Monday it went out, not Tuesday.", ['update'], {SS: ['Monday', 'since Monday', 'out since Monday',
                                                                     'Mon']}),
 ("Where am I with both of these?", ['check'], {}),
 ("Pothole one can wait, next Wednesday's fine for that.", ['update'],
  {PD: ['next Wednesday', 'Wednesday', 'by next Wednesday', 'before next Wednesday', 'Wednesday next week',
        'by Wednesday', 'next Wed']}),
 ("And put my email on both, sam.kerr@mailbox.com.", ['new'], {f'{P}/{E}': MAIL, f'{S}/{E}': MAIL}),
 ("Oh and the pothole's nearer 16 than 14 now I look again.", ['update'],
  {PL: ['outside 16 Elm Road', '16 Elm Road', 'near 16 Elm Road', 'nearer 16 Elm Road', 'outside number 16 Elm Road',
        'number 16 Elm Road', 'near number 16 Elm Road', 'nearer 16 than 14 Elm Road', 'Elm Road near 16',
        'Elm Road, near 16', 'Elm Road, near number 16', 'near 16, Elm Road', 'outside 16, Elm Road',
        'Elm Road, outside 16', 'Elm Road outside number 16', 'nearer 16 than 14', 'near 16', 'outside 16',
        'near no. 16 Elm Road', 'outside 16 Elm Rd', 'near 16 Elm Rd', 'Elm Road (near 16)']}),
])

# 2 ----------------------------------------------------------------------------------------------------------------
F = ('first aid course|first aid|first aid training|first-aid course|first-aid training|first aider course|'
     'first aiders|first aid at work|course|training|booking first aid course|book first aid course|book the course|'
     'first aid course booking|emergency first aid course|emergency first aid at work|first aid at work course|'
     'train first aiders|training first aiders|first aider training|first aid trainees|book first aid training')
FW = (f'{F}/who|people|names|attendees|trainees|volunteers|participants|first aiders|staff|delegates|learners|'
      'going|attending|team|candidates|new first aiders')
FD = f'{F}/date|day|when|on|course date|training date|booked for|course day|session date'
K = ('first aid kit|kit|first-aid kit|restock kit|restock the kit|restock first aid kit|kitchen first aid kit|'
     'first aid kit restock|kit restock|first aid supplies|restock|restocking|restock the first aid kit|kitchen kit|'
     'restock kitchen kit|first aid box|restock first aid box|kit supplies|top up the kit|top up first aid kit')
KB = f'{K}/budget|cost|price|spend|limit|max|amount|money|max spend|spending limit|how much'
sc('h10_firstaid', 'Held-out 10 (issue 14): a first-aid course and restocking the kit', 'A third-person opener '
   '("work wants"), names in a copular clause, a provider with a price "a head", a date as a fragment, a date moved '
   'with "make it the Tuesday before", a second task opened by "separate thing" with a copular fact, a budget, a '
   'check on the first task, one trainee replaced by another, a turn with nothing to record, a budget withdrawn.', [
 ("Work wants two more first aiders trained before the summer.", ['new'],
  {F: None,
   f'{F}/count|number|how many|spaces|number of people|headcount|number of first aiders|quantity|seats|'
   'how many people|number of trainees|trainee count|people count': ['two', '2', 'two more', '2 more',
                                                                  'two more first aiders', '2 people', 'two people'],
   f'{F}/deadline|by|before|due|due by|done by|trained by|by when|target|timeframe|target date|complete by':
   ['before the summer', 'before summer', 'summer', 'by summer', 'by the summer', 'the summer']}),
 ("The volunteers are Aisha and Tom.", ['new'], {FW: ['Aisha and Tom', 'Tom and Aisha', 'Aisha, Tom']}),
 ("St John's run a one-day one in town, £95 a head.", ['new'],
  {f'{F}/provider|who runs it|organiser|organizer|company|trainer|course provider|run by|with|provider name|'
   'organisation|organization|training provider': ["St John's", 'St John', "St John's Ambulance",
                                                             'St John Ambulance', 'St Johns', "St. John's"],
   f'{F}/cost|price|fee|per person|cost per person|price per head|cost per head|each|price per person|'
   'fee per person|cost each': gbp(95, '£95 a head', '£95 each', '£95 per person', '£95 per head', '£95pp',
                                   '£95 pp', '95 per person', '£95/person', '£95/head'),
   f'?{F}/length|duration|how long|format|type': ['one day', 'one-day', '1 day', 'a day', '1-day'],
   f'?{F}/location|where|venue|place': ['in town', 'town', 'town centre']}),
 ("Thursday 12 June.", ['new'], {FD: dm('Thursday', 12, 'June', '06')}),
 ("Tom can't do Thursdays, make it the Tuesday before.", ['update'],
  {FD: dm('Tuesday', 10, 'June', '06') + ['the Tuesday before']}),
 ("Separate thing, the kit in the kitchen's running low on plasters and burn gel.", ['new'],
  {K: None,
   f'{K}/items|what|need|needs|list|supplies|restock|to buy|shopping list|missing|running low|low on|things|'
   'stock|items needed|contents|buy|get|what to buy|running low on|restock items|needed':
   ['plasters and burn gel', 'plasters, burn gel', 'burn gel and plasters', 'plasters & burn gel',
    'plasters, burn gel', 'plaster and burn gel'],
   f'?{K}/location|where|place|room': ['kitchen', 'the kitchen', 'in the kitchen']}),
 ("Budget for that's about twenty quid.", ['new'],
  {KB: gbp(20, 'about twenty quid', 'twenty quid', 'about £20', 'twenty pounds', 'about 20 pounds', '~£20',
           'around £20', '£20 max', 'about 20', 'up to £20', 'approx £20')}),
 ("Where's the course at now?", ['check'], {}),
 ("Aisha's dropped out though; Priya's taking her place.", ['update'],
  {FW: ['Priya and Tom', 'Tom and Priya', 'Priya, Tom', 'Tom, Priya']}),
 ("Right, back in a bit, got a meeting.", [], {}),
 ("Ignore what I said about twenty quid.", ['update'], {KB: 'DEL'}),
])

# 3 ----------------------------------------------------------------------------------------------------------------
B = ("ballet|ballet class|ballet classes|ballet lessons|ballet lesson|dance|dance class|dance classes|dance lessons|"
     "ballet for Ella|Ella ballet|Ella ballet class|Ella's ballet|Ella's ballet class|Ella's ballet classes|"
     "ballet school|sign up for ballet|enrol in ballet|ballet enrolment|classes|lessons|Ella ballet lessons|"
     "ballet sign-up|ballet signup|enrol Ella in ballet|sign Ella up for ballet|children's ballet|kids ballet")
BT = f'{B}/time|start time|class time|starts|at|start|time of class|session time|lesson time'
SH = ('ballet shoes|shoes|buy ballet shoes|buy shoes|shoes for Ella|ballet shoe|dance shoes|pink ballet shoes|'
      'satin ballet shoes|get shoes|shoe shopping|ballet kit|Ella shoes|Ella ballet shoes|Ella\'s ballet shoes|'
      'buy ballet shoes for Ella|pink satin ballet shoes|get ballet shoes|ballet slippers|new ballet shoes')
SZ = f'{SH}/size|shoe size|sizes|fit'
sc('h10_ballet', 'Held-out 10 (issue 14): a child\'s ballet classes and her shoes', 'A first-person opener with no '
   'request ("keeps asking about ballet"), an age in a copular clause, a school with a day and a time in one '
   'clause, a price as a fragment, a second task from a need with colour and size, a size corrected with "actually", '
   'a check on the first task, a time changed by a third party, a turn with nothing to record, a price and shop in '
   'a comparison, a time changed back with "go back to the old time".', [
 ("My daughter Ella keeps asking about ballet.", ['new'],
  {B: None, f'{B}/who|child|student|for|name|daughter|pupil|kid|dancer|for whom|attendee|participant':
   ['Ella', 'my daughter Ella', 'daughter Ella', 'daughter']}),
 ("She's six.", ['new'], {f'{B}/age|how old|years|child age|Ella age|age of child': ['six', '6', '6 years old',
                                                                                       'six years old', 'aged 6',
                                                                                       'age 6', '6 yrs', '6yo']}),
 ("Miss Hollis's school does a Saturday class at 9.30 for her age.", ['new'],
  {f'{B}/school|teacher|provider|where|location|venue|studio|dance school|who runs it|with|ballet school|'
   'class provider|place|academy': ["Miss Hollis's school", 'Miss Hollis', "Miss Hollis's", "Miss Hollis's dance school",
                                    "Miss Hollis's ballet school", 'Hollis', "Miss Hollis school", 'Miss Hollis School',
                                    "Hollis's school", 'Miss Hollis\'s School of Dance', 'Miss Hollis ballet school'],
   f'{B}/day|date|when|days|class day|on|lesson day': ['Saturday', 'Saturdays', 'on Saturdays', 'every Saturday',
                                                       'Saturday morning', 'Saturday mornings', 'Sat'],
   BT: ['9.30', '9:30', '9.30am', '9:30am', '9:30 am', 'half nine', '09:30', 'half past nine', '9.30 am']}),
 ("£48 a term.", ['new'],
  {f'{B}/cost|price|fee|fees|per term|termly fee|cost per term|price per term|term fee|how much|term cost':
   gbp(48, '£48 a term', '£48 per term', '48 pounds a term', '£48/term', '£48 a term', '48 a term')}),
 ("Ooh, and she'll need shoes — pink satin ones, size 11.", ['new'],
  {SH: None,
   f'{SH}/colour|color|style|type|kind|description|what|which|colour and material|details':
   ['pink satin', 'pink, satin', 'pink satin ones', 'pink', 'pink satin shoes', 'pink satin ballet shoes', 'satin pink'],
   f'?{SH}/material|fabric': ['satin'],
   SZ: ['11', 'size 11', 'child 11', "child's 11", "kids' 11", '11 kids', 'kids 11', "child's size 11", 'UK 11',
        'size 11 (child)', 'children\'s 11', 'infant 11', '11 child']}),
 ("Size 12 actually, she's grown.", ['update'],
  {SZ: ['12', 'size 12', 'child 12', "child's 12", "kids' 12", '12 kids', 'kids 12', "child's size 12", 'UK 12',
        'size 12 (child)', 'children\'s 12', 'infant 12', '12 child']}),
 ("What's the ballet plan looking like?", ['check'], {}),
 ("Hollis has moved that class to 10.15 from next term.", ['update'],
  {BT: ['10.15', '10:15', '10.15am', '10:15am', 'quarter past ten', '10:15 am', '10.15 am',
        '10.15 from next term', '10:15 from next term', '10:15am from next term']}),
 ("She was bouncing off the walls when I told her.", [], {}),
 ("Cheaper online than the dance shop, about £15.", ['new'],
  {f'{SH}/price|cost|budget|how much|cost per pair|price online': gbp(15, 'about £15', 'about 15 pounds', 'around £15',
                                                                    '~£15', 'about 15', '£15 online', 'approx £15'),
   f'?{SH}/where|shop|store|from|buy from|retailer|source|where to buy|buy where|seller|purchase from':
   ['online', 'buy online', 'on the internet', 'internet']}),
 ("Go back to the old time, the 10.15 change was for the older girls.", ['update'],
  {BT: ['9.30', '9:30', '9.30am', '9:30am', '9:30 am', 'half nine', '09:30', 'half past nine', '9.30 am']}),
])

# 4 ----------------------------------------------------------------------------------------------------------------
A = ('burglar alarm|alarm|alarm installation|install alarm|install burglar alarm|install a burglar alarm|house alarm|'
     'home alarm|security alarm|alarm system|intruder alarm|burglar alarm installation|new alarm|alarm fitting|'
     'fit an alarm|fit alarm|get an alarm fitted|getting an alarm fitted|security system|home security|'
     'burglar alarm fitting|get burglar alarm|get a burglar alarm|getting a burglar alarm|alarm job|the alarm job')
AS = (f'{A}/sensors|where|locations|coverage|rooms|doors|sensor locations|zones|sensor|placement|areas|cover|'
      'sensors on|sensor placement|detectors|what to cover|covered areas|points')
AC = f'{A}/company|installer|firm|provider|who|fitter|supplier|quote from|alarm company|installer company|by|brand'
AP = f'{A}/cost|price|quote|quoted price|fitted price|total|how much|quoted|fee|installation cost|cost fitted'
AD = f'{A}/date|day|when|install date|fitting date|installation date|appointment|booked for|on|fit date'
D = ('video doorbell|doorbell|Ring doorbell|Ring video doorbell|buy doorbell|buy video doorbell|buy a video doorbell|'
     'get video doorbell|get a video doorbell|smart doorbell|doorbell camera|Ring|fit doorbell|fit video doorbell|'
     'install doorbell|install video doorbell|sort video doorbell|sort a video doorbell|doorbell purchase|new doorbell')
sc('h10_alarm', 'Held-out 10 (issue 14): a burglar alarm and a video doorbell', 'An opener giving a reason and the '
   'task in "so we\'re finally getting", a verbless list of places, a company and a price in one clause, a date and '
   'a time of day as a fragment, a date moved with "push it to", a second task marked "completely separate" with a '
   'model, a price and a shop, a check on the first task, a change of company and price with "not X — Y" and a '
   'feature aside, one place taken out of the list, a turn with nothing to record, a check on the second task.', [
 ("Two break-ins on our road this month, so we're finally getting a burglar alarm.", ['new'],
  {A: None, f'?{A}/reason|why|because|motivation|notes|note': ['two break-ins on our road', 'break-ins',
                                                               'two break-ins', 'break-ins on our road',
                                                               'two break-ins on our road this month', '2 break-ins',
                                                               'two break-ins this month']}),
 ("Sensors on the front door, back door and garage.", ['new'],
  {AS: ['front door, back door and garage', 'the front door, the back door and the garage', 'front door, back door, garage',
        'front door, back door and the garage', 'the front door, back door and garage', 'front and back doors and garage',
        'front door, back door, and garage', 'front door; back door; garage']}),
 ("HomeGuard quoted £385 fitted.", ['new'],
  {AC: ['HomeGuard', 'Home Guard', 'Homeguard'], AP: gbp(385, '£385 fitted', '385 fitted', '£385 including fitting',
                                                       '£385 (fitted)')}),
 ("Fitter can come the 14th, morning slot.", ['new'],
  {AD: ['the 14th', '14th', '14', 'on the 14th', '14th morning', 'the 14th, morning'],
   f'?{A}/time|slot|time slot|time of day|arrival|arrival time|appointment time|when in the day':
   ['morning', 'morning slot', 'the morning', 'in the morning', 'am', 'AM', 'a morning slot']}),
 ("We're away that week, push it to the 21st.", ['update'],
  {AD: ['the 21st', '21st', '21', 'on the 21st', '21st morning', 'the 21st, morning']}),
 ("Completely separate, I also want a video doorbell I'll fit myself — the Ring one's £90 on Argos.", ['new'],
  {D: None,
   f'{D}/model|brand|which|type|make|product|item|doorbell|which one|choice|option':
   ['Ring', 'the Ring one', 'Ring doorbell', 'Ring video doorbell', 'Ring one'],
   f'{D}/price|cost|how much|budget|amount': gbp(90, '£90 on Argos', '£90 at Argos'),
   f'{D}/shop|where|store|from|retailer|buy from|where to buy|seller|source|vendor|supplier|purchase from':
   ['Argos', 'on Argos', 'from Argos', 'at Argos'],
   f'?{D}/fitting|installation|install|who fits|fitted by|installer': ['myself', 'fit myself', 'DIY', 'self-fit',
                                                                      'self', 'me', "I'll fit it myself",
                                                                      'fit it myself', 'self install']}),
 ("Hmm, what's in the alarm job so far?", ['check'], {}),
 ("Not HomeGuard — Shield Secure, £420, they do the app.", ['update'],
  {AC: ['Shield Secure', 'ShieldSecure'], AP: gbp(420),
   f'?{A}/features|app|includes|extras|feature|reason for choice': ['app', 'the app', 'they do the app',
                                                                                  'app included', 'app control',
                                                                                  'has an app', 'does the app',
                                                                                  'app support', 'comes with app']}),
 ("Back door doesn't need one actually, it's got a bolt.", ['update'],
  {AS: ['front door and garage', 'the front door and the garage', 'front door, garage', 'front door and the garage',
        'the front door and garage', 'garage and front door', 'front door; garage']}),
 ("Kettle's on, hold that thought.", [], {}),
 ("Tell me the doorbell bits again.", ['check'], {}),
])

# 5 ----------------------------------------------------------------------------------------------------------------
W = ('whale watching|whale watching trip|whale-watching|whale-watching trip|whale watch|boat trip|whale trip|'
     'whale watching boat trip|whale watching tour|whales|book whale watching|whale boat|trip|boat tour|tour|'
     'whale watching excursion|excursion|book whale watching trip|catamaran trip|whale and dolphin watching|'
     'whale watching on holiday|holiday whale watching|boat')
WD = f'{W}/day|date|when|on|trip date|trip day|departure day|which day'
J = ('waterproofs|waterproof jackets|waterproof jacket|jackets|raincoats|kids waterproofs|buy waterproofs|'
     'waterproofs for the twins|twins waterproofs|rain jackets|coats|buy jackets|buy waterproof jackets|'
     'waterproof coats|kids waterproof jackets|jackets for twins|twins jackets|shopping|kids raincoats|'
     'get waterproofs|buy raincoats|rain coats|raincoats for the twins')
JC = f'{J}/colour|color|colours|colors|which colour|colour options'
sc('h10_whales', 'Held-out 10 (issue 14): a whale-watching trip and children\'s waterproofs', 'A "fancy" opener '
   'with no command, a place, boat, length and price in one clause with a pronoun subject ("one goes out"), a count '
   'asked and answered in one turn with the people as a list, a day and part of day as a fragment, a second task '
   'from a lack ("haven\'t got") with count, size and deadline, colours joined by "or", a check on the first task, a '
   'day changed with "then", a turn with nothing to record, a colour dropped with "scratch", a check over both.', [
 ("Fancy a whale watching trip while we're on holiday.", ['new'], {W: None}),
 ("One goes out of Los Gigantes on a catamaran, three hours, €45 each.", ['new'],
  {f'{W}/location|where|from|harbour|harbor|port|departure point|departs from|departure|place|leaves from|'
   'starting point|departure port|marina|meeting point|leaving from': ['Los Gigantes', 'out of Los Gigantes',
                                                                       'from Los Gigantes', 'Los Gigantes harbour',
                                                                       'Los Gigantes marina'],
   f'?{W}/boat|vessel|type|boat type|kind|vehicle|mode': ['catamaran', 'a catamaran', 'on a catamaran'],
   f'{W}/duration|length|how long|hours|trip length|trip duration': ['three hours', '3 hours', '3 hrs', '3h', '3 hr',
                                                                     '3', 'three'],
   f'{W}/price|cost|per person|each|price per person|cost per person|fee|ticket price|price each|cost each':
   ['€45 each', '€45', '45', '45 euros', '€45 per person', '45 euro each', 'EUR 45', '45 euros each', '€45pp',
    '€45 pp', '45 euro', '€45/person', '45 EUR', '45€', '45€ each']}),
 ("How many tickets? Four — me, Jo and the twins.", ['new'],
  {f'{W}/count|how many|number|party size|number of people|tickets|size|ticket count|number of tickets|headcount|'
   'quantity|people count': ['four', '4', '4 people', 'four people', '4 tickets', 'four tickets'],
   f'{W}/who|people|names|group|party|attendees|travellers|travelers|going|passengers|guests|with|participants':
   ['me, Jo and the twins', 'me, Jo, the twins', 'Jo and the twins', 'me, Jo and twins', 'Jo, the twins and me',
    'me, Jo, twins', 'you, Jo and the twins', 'Jo, twins', 'user, Jo and the twins', 'me, Jo and the two twins',
    'me, Jo, and the twins', 'Jo, the twins', 'me, Jo & the twins']}),
 ("Wednesday morning ideally.", ['new'],
  {WD: ['Wednesday', 'Wednesday morning', 'Wed', 'Wednesday am', 'Wednesday morning ideally', 'ideally Wednesday'],
   f'?{W}/time|departure time|time of day|slot|sailing|part of day|session|sailing time':
   ['morning', 'Wednesday morning', 'in the morning', 'am', 'AM', 'a morning sailing', 'morning sailing',
    'the morning']}),
 ("Twins haven't got waterproofs; need two kids' ones before we go, age 4-5.", ['new'],
  {J: None,
   f'{J}/count|how many|number|quantity|amount|qty|number of jackets': ['two', '2', '2 jackets', 'two jackets',
                                                                        '2 kids ones', 'two kids ones'],
   f'{J}/size|age|ages|sizes|age range|fit|size range':
   ['age 4-5', '4-5', '4-5 years', 'ages 4-5', '4 to 5', 'age 4 to 5', '4-5 yrs', '4-5 years old', '4–5', 'age 4–5',
    'aged 4-5', '4-5y', "kids' 4-5", 'kids 4-5', '4 - 5', 'age 4 - 5', '4/5', 'age 4/5', '4-5yrs'],
   f'{J}/deadline|by|when|before|due|by when|needed by|date': ['before we go', 'before the holiday', 'before we leave',
                                                               'before holiday', 'before the trip', 'before leaving',
                                                               'before going'],
   f'?{J}/for|who|recipient|for whom|kids|children': ['the twins', 'twins', 'for the twins']}),
 ("Red or yellow so we can spot them.", ['new'],
  {JC: ['red or yellow', 'red, yellow', 'red/yellow', 'yellow or red', 'red or yellow so we can spot them',
        'red and yellow', 'red or yellow (to spot them)', 'bright red or yellow', 'yellow/red']}),
 ("What have I got down for the boat?", ['check'], {}),
 ("Wednesday's booked up, Thursday then.", ['update'],
  {WD: ['Thursday', 'Thursday morning', 'Thu', 'Thurs', 'Thursday am']}),
 ("Lovely, the twins will be thrilled.", [], {}),
 ("Scratch the yellow, red only.", ['update'], {JC: ['red', 'red only', 'only red', 'just red']}),
 ("Run me through both.", ['check'], {}),
])

# 6 ----------------------------------------------------------------------------------------------------------------
N = ('newspaper|newspapers|paper|papers|newspaper delivery|paper delivery|papers delivery|stop the papers|'
     'cancel papers|pause papers|pause the papers|pause newspaper delivery|stop newspaper delivery|hold papers|'
     'papers on hold|paper hold|newspaper hold|hold the papers|suspend papers|suspend delivery|suspend paper delivery|'
     'stop papers|stop paper delivery|cancel the papers|pause delivery|stop delivery|delivery|deliveries|'
     'newspaper deliveries|paper deliveries|papers while away|holiday papers|pause the paper delivery|hold delivery')
NU = (f'{N}/until|to|end|back|restart|resume|return|end date|back on|restart date|resume date|return date|'
      'until date|resume on|restart on|back date|pause until|hold until|stop until|till|restart from|resume from|'
      'pause end|end of pause|to date')
M = ("magazine|magazine subscription|subscription|gift subscription|National Geographic|National Geographic "
     "subscription|mum birthday|mum's birthday|birthday present|present|gift|mum's present|mum present|mum gift|"
     "mum's gift|birthday gift|magazine for mum|subscribe|mum's birthday present|mum birthday present|"
     "magazine gift|gift for mum|present for mum|subscription for mum|magazine subscription for mum|birthday")
MT = f'{M}/magazine|title|which|publication|what|which magazine|magazine title|name'
sc('h10_papers', 'Held-out 10 (issue 14): stopping the papers and a magazine for Mum', 'A verbless opener with '
   '"on hold" and the shop in a "does ours" clause, a start and an end as two short fragments, the papers as a '
   'verbless list with a pronoun ("the Sunday one"), a second task in a "thinking" clause with title, length and '
   'person, a price with a count, a birthday as a copular fact, a check on the first task, an end date changed with '
   '"not", a turn with nothing to record, a title changed with "same price", a check over both.', [
 ("Papers on hold while we're on holiday — Patel's on the corner does ours.", ['new'],
  {N: None,
   f'{N}/newsagent|shop|who|supplier|provider|delivered by|newsagents|store|vendor|newsagent name|contact|'
   'delivery from|where': ["Patel's", 'Patel', "Patel's on the corner", "Patel's newsagent", "Patel's newsagents",
                           'Patels', "Patel's (on the corner)", 'the newsagent on the corner', "Patel's, on the corner",
                           'Patel on the corner', "Patel's corner shop"],
   f'?{N}/reason|why|because|note': ['holiday', 'on holiday', "while we're on holiday", 'away on holiday']}),
 ("Off on the 4th of August.", ['new'],
  {f'{N}/from|start|stop from|starting|pause from|stop date|away from|leave|date|when|start date|from date|'
   'departure|leaving|hold from|pause start|stop on|pause date|start of pause|leave date|away|off|hold start|'
   'suspend from|stop from date|first day|departure date|away date|holiday start':
   ['4th August', '4 August', 'the 4th of August', 'August 4', '4th of August', 'August 4th', 'the 4th',
    '4th', '4/8', 'Aug 4', '4 Aug', '4th Aug']}),
 ("Back the 18th.", ['new'], {NU: ['18th', 'the 18th', '18 August', '18th August', 'August 18', 'August 18th',
                                   'the 18th of August', '18th of August', '18/8', 'Aug 18', '18 Aug', '18th Aug']}),
 ("Just the Times and the Sunday one.", ['new'],
  {f'{N}/papers|which|titles|what|which papers|publications|newspapers|titles delivered|delivered papers|'
   'paper|newspaper|title|which newspapers|items':
   ['The Times and The Sunday Times', 'the Times and the Sunday one', 'Times and Sunday Times',
    'The Times, The Sunday Times', 'Times, Sunday Times', 'the Times and the Sunday Times', 'Times and the Sunday one',
    'The Times and the Sunday paper', 'The Times, Sunday Times', 'the Times and Sunday Times', 'Times, Sunday one',
    'The Times and the Sunday edition', 'The Times (weekdays) and The Sunday Times', 'Times and Sunday',
    'The Times, the Sunday one']}),
 ("Mum's birthday's coming up, thinking a year of National Geographic for her.", ['new'],
  {M: None, MT: ['National Geographic', 'Nat Geo', 'National Geographic magazine', 'NatGeo'],
   f'{M}/length|duration|term|how long|period|subscription length|subscription term|years':
   ['a year', 'one year', '1 year', '12 months', 'year', 'a year of National Geographic', '1 yr', 'annual',
    'one-year', '1-year', 'yearly', '12-month'],
   f'{M}/for|who|recipient|person|gift for|for whom|to': ['Mum', 'my mum', 'mum', 'mother', 'my mother', 'for Mum'],
   f'?{M}/occasion|reason|why|event': ['birthday', "Mum's birthday", 'her birthday', 'mum birthday']}),
 ("£39 for twelve issues.", ['new'],
  {f'{M}/price|cost|how much|total|fee|subscription cost|subscription price|amount':
   gbp(39, '£39 for twelve issues', '£39 for 12 issues', '39 for 12 issues', '£39 (12 issues)', '£39/12 issues',
       '£39 a year', '£39 per year', '£39 for the year'),
   f'?{M}/issues|number of issues|count|how many issues|issue count': ['twelve', '12', '12 issues', 'twelve issues']}),
 ("Her birthday's 9 September.", ['new'],
  {f'{M}/birthday|date|when|deadline|by|occasion date|birthday date|day|due|for date|mum birthday|give by|needed by|'
   'date needed|gift date':
   ['9 September', '9th September', 'September 9', 'the 9th of September', 'September 9th', 'Sept 9', '9 Sept',
    '9th of September', '9/9', 'Sep 9', '9 Sep', '9th Sept', 'by 9 September', 'by 9th September']}),
 ("How am I doing on the papers?", ['check'], {}),
 ("Change of plan, we're back on the 16th not the 18th.", ['update'],
  {NU: ['16th', 'the 16th', '16 August', '16th August', 'August 16', 'August 16th', 'the 16th of August',
        '16th of August', '16/8', 'Aug 16', '16 Aug', '16th Aug']}),
 ("Sorry, cat's walking on the keyboard.", [], {}),
 ("Actually she'd prefer BBC Wildlife, same price.", ['update'],
  {MT: ['BBC Wildlife', 'BBC Wildlife magazine', 'BBC Wildlife Magazine']}),
 ("Right, both of those, where are they at?", ['check'], {}),
])

# 7 ----------------------------------------------------------------------------------------------------------------
U = ("auction|tea set|valuation|sell tea set|sell the tea set|selling the tea set|tea set auction|auction house|"
     "sell at auction|grandma's tea set|gran's tea set|gran tea set|grandma tea set|china|china tea set|"
     "get it valued|get the tea set valued|tea set valuation|valuation of tea set|selling|sale|auction the tea set|"
     "sell|Royal Albert tea set|Royal Albert|value tea set|value the tea set|valuing the tea set|get tea set valued|"
     "gran's Royal Albert tea set|tea set sale|sell Gran's tea set|valuation appointment")
UT = f'{U}/time|at|valuation time|appointment time|time slot|slot'
UN = f'{U}/pieces|count|number of pieces|how many|size|quantity|number|piece count|pieces count|how many pieces'
R = ('ask Rob|check with Rob|Rob|brother|ask my brother|check with my brother|talk to Rob|talk to my brother|call Rob|'
     'ring Rob|phone Rob|message Rob|speak to Rob|speak with Rob|tell Rob|Rob approval|brother approval|'
     "agreement from Rob|get Rob's agreement|get Rob's OK|get Rob's ok|ask brother|check with brother|Rob's agreement|"
     'Rob agreement|Rob consent|consult Rob|discuss with Rob|run it by Rob|sort with Rob')
RW = f'{R}/when|date|day|by|call when|time|deadline|on|contact when|ring when|ring on|call on|call date|contact date'
sc('h10_auction', 'Held-out 10 (issue 14): valuing Gran\'s tea set and asking a brother', 'A verbless opener naming '
   'a thing and "might be worth getting valued", an auctioneer in a third-person clause, a count with a chip as two '
   'clauses, a second task from "must check with" with its reason, a date and a time in a copular clause, a day for '
   'the second task from someone being away, a check on the first task, a time changed with "instead of", a count '
   'corrected with a reason, a turn with nothing to record, a day changed because a person is back early, a check '
   'over both.', [
 ("Gran's Royal Albert tea set, might be worth getting valued.", ['new'],
  {U: None, f'?{U}/item|what|thing|object|lot|set|description':
   ["Gran's Royal Albert tea set", 'Royal Albert tea set', 'tea set', 'Royal Albert', "Gran's tea set",
    "Grandma's Royal Albert tea set"],
   f'?{U}/brand|make|maker|manufacturer|pattern': ['Royal Albert']}),
 ("Hartley's auctioneers do free valuations.", ['new'],
  {f'{U}/auction house|auctioneer|where|place|valuer|who|location|house|auctioneers|company|firm|venue|with|by|'
   'valuation by|valuation place|valuer name': ["Hartley's", 'Hartleys', 'Hartley', "Hartley's auctioneers",
                                                'Hartleys auctioneers', "Hartley's auction house", 'Hartley auctioneers'],
   f'?{U}/cost|price|fee|valuation fee|valuation cost|charge': ['free', 'free valuation', '£0', 'nothing', 'no charge',
                                                                '0', 'free valuations']}),
 ("21 pieces, one cup's chipped.", ['new'],
  {UN: ['21', 'twenty-one', '21 pieces', 'twenty one', 'twenty-one pieces'],
   f'{U}/condition|damage|notes|chips|state|note|damaged|issues|defects|chipped|flaws':
   ['one cup chipped', "one cup's chipped", 'one chipped cup', 'a cup is chipped', 'one cup is chipped',
    '1 cup chipped', '1 chipped cup', 'one cup has a chip', 'chipped cup', 'a chipped cup', 'cup chipped',
    'one cup chipped, otherwise fine', '1 cup is chipped']}),
 ("Must check with my brother Rob first, it's half his.", ['new'],
  {R: None, f'?{R}/reason|why|about|topic|because|regarding|subject|re|what|note':
   ["it's half his", 'it is half his', 'half his', 'half-owned', 'half his tea set', 'selling the tea set',
    'the tea set', 'selling', 'he owns half', 'he owns half of it', 'tea set is half his', 'half is his',
    'the sale', 'tea set sale', 'selling the tea set (half his)', 'valuation', 'the valuation']}),
 ("Valuation's booked for Tuesday the 3rd, 11 o'clock.", ['new'],
  {f'{U}/date|day|when|valuation date|valuation day|appointment|booked for|appointment date|on|booking':
   ['Tuesday the 3rd', 'Tuesday 3rd', 'the 3rd', '3rd', 'Tuesday 3', 'Tue 3rd', 'Tuesday, the 3rd', 'Tuesday, 3rd',
    'Tues 3rd', 'Tuesday 3rd at 11'],
   UT: ["11 o'clock", '11', '11am', '11:00', '11 am', '11.00', '11.00am', '11:00am', 'eleven', "eleven o'clock"]}),
 ("Rob's away till Friday so I'll ring him then.", ['new'],
  {RW: ['Friday', 'on Friday', 'then', 'Fri', 'Friday (when back)', 'Friday when he is back'],
   f'?{R}/how|method|mode|contact|contact method|via': ['ring', 'phone', 'call', 'by phone', 'ring him', 'phone call'],
   f'?{R}/away until|back|back on|availability|away|available|until':
   ['Friday', 'till Friday', 'until Friday', 'away till Friday', 'away until Friday', 'back Friday']}),
 ("What's the tea set situation?", ['check'], {}),
 ("Half 2 instead of 11 for Hartley's.", ['update'],
  {UT: ['half 2', '2.30', '2:30', '2:30pm', '2.30pm', '14:30', 'half past two', 'half two', '2:30 pm', '2.30 pm',
        'half past 2']}),
 ("It's 22 pieces actually, found the sugar bowl lid.", ['update'],
  {UN: ['22', 'twenty-two', '22 pieces', 'twenty two', 'twenty-two pieces']}),
 ("Never knew Gran had so much china.", [], {}),
 ("Rob's back Thursday now, so Thursday evening.", ['update'],
  {RW: ['Thursday evening', 'Thursday', 'on Thursday evening', 'Thu evening', 'Thursday eve', 'Thursday night',
        'Thurs evening', 'on Thursday']}),
 ("Remind me where everything stands.", ['check'], {}),
])

# 8 ----------------------------------------------------------------------------------------------------------------
DT = ('darts|darts match|darts team|darts league|darts fixture|darts night|match|fixture|away match|league match|'
      'pub darts|darts game|game|darts away match|away fixture|Red Lion match|match at the Red Lion|'
      'darts at the Red Lion|away game|darts match at the Red Lion|Red Lion|Red Lion darts|away darts match|team')
DTT = f'{DT}/time|start|start time|kick off|starts|throw|first throw|start at|time of match|throw off|oche time'
DP = (f'{DT}/players|who|line-up|lineup|line up|squad|members|team members|playing|team|roster|names|'
      'team line-up|team list|people|playing team')
PR = ('practice|practice night|practice session|darts practice|training|training night|practice at the Fox|'
      'Wednesday practice|practise|practise night|practice evening|team practice|darts practice night|'
      'practice match|training session|warm-up night|Fox practice|practice at Fox|darts training')
PRD = f'{PR}/day|date|when|on|night|which night|practice day|practice night'
ME = ['me, Gaz, Kev, Shona and Big Mick', 'Gaz, Kev, Shona, Big Mick and me', 'me, Gaz, Kev, Shona, Big Mick',
      'Gaz, Kev, Shona and Big Mick', 'Gaz, Kev, Shona, Big Mick', 'you, Gaz, Kev, Shona and Big Mick',
      'user, Gaz, Kev, Shona and Big Mick', 'Me, Gaz, Kev, Shona, Big Mick', 'Gaz, Kev, Shona, Big Mick, me',
      'me, Gaz, Kev, Shona & Big Mick', 'myself, Gaz, Kev, Shona and Big Mick', 'I, Gaz, Kev, Shona and Big Mick']
sc('h10_darts', 'Held-out 10 (issue 14): a darts away match and a practice night', 'A first-person opener in a '
   'copular possessive ("our darts team\'s got"), a day and a start time as a fragment, the players as a copular '
   'list, one player swapped for another as two clauses, a second task marked "separately" with "would be good", a '
   'number asked and answered ("Boards? Two"), a check on the first task, a time corrected with "not", a turn with '
   'nothing to record, a day moved with "instead", a check over both.', [
 ("Our darts team's got an away match at the Red Lion.", ['new'],
  {DT: None, f'{DT}/venue|where|location|place|pub|opponent|opponents|against|away at|vs|versus|away venue|at|host':
   ['the Red Lion', 'Red Lion', 'at the Red Lion', 'The Red Lion pub', 'Red Lion pub', 'away at the Red Lion']}),
 ("Friday week, 8pm start.", ['new'],
  {f'{DT}/date|day|when|on|match date|match day|fixture date': ['Friday week', 'a week on Friday', 'Friday',
                                                                'next Friday week', 'Friday after next',
                                                                'Friday week, 8pm', 'a week Friday', 'Fri week'],
   DTT: ['8pm', '8', '8 pm', '20:00', '8:00pm', '8.00pm', "8 o'clock", '8:00 pm', '8.00 pm', 'eight', '8pm start',
         '8:00']}),
 ("Team's me, Gaz, Kev, Shona and Big Mick.", ['new'], {DP: ME}),
 ("Kev's out, his shift changed — Dean's in instead.", ['update'],
  {DP: [x.replace('Kev', 'Dean') for x in ME]}),
 ("Separately, a practice night at the Fox on Wednesday would be good.", ['new'],
  {PR: None, PRD: ['Wednesday', 'on Wednesday', 'Wednesday night', 'Wed', 'Wednesday evening'],
   f'{PR}/venue|where|location|place|pub|at': ['the Fox', 'Fox', 'at the Fox', 'The Fox pub', 'Fox pub']}),
 ("Boards? Two should do.", ['new'],
  {f'{PR}/boards|number of boards|count|how many|boards needed|how many boards|dartboards|board count|'
   'number of dartboards|quantity': ['two', '2', '2 boards', 'two boards', '2 dartboards']}),
 ("Read me back the Red Lion details.", ['check'], {}),
 ("7.45, not 8 — they've moved the start.", ['update'],
  {DTT: ['7.45', '7:45', '7.45pm', '7:45pm', 'quarter to eight', '19:45', '7:45 pm', '7.45 pm', 'quarter to 8',
         '7.45 start', '7:45 start']}),
 ("Still can't believe we lost to them last season.", [], {}),
 ("Practice Thursday instead, Wednesday's quiz night there.", ['update'],
  {PRD: ['Thursday', 'on Thursday', 'Thursday night', 'Thu', 'Thurs', 'Thursday evening']}),
 ("Everything for both nights, please.", ['check'], {}),
])

# 9 ----------------------------------------------------------------------------------------------------------------
RA = ("residents' meeting|residents meeting|meeting|residents' association meeting|residents association meeting|"
      "association meeting|RA meeting|AGM|residents' association|residents association|residents association AGM|"
      "residents' association AGM|resident association AGM|community meeting|resident meeting|organise meeting|"
      "organise the AGM|organising the AGM|AGM organising|annual general meeting|RA AGM|the AGM|organise AGM|"
      "residents AGM|residents' AGM|association AGM")
RD = f'{RA}/date|day|when|on|meeting date|AGM date|meeting day'
Z = ('petition|zebra crossing petition|crossing petition|zebra crossing|crossing|signatures|collect signatures|'
     'petition for the crossing|petition for a zebra crossing|school crossing petition|zebra crossing outside the school|'
     'zebra petition|crossing outside the school|school crossing|signature collection|zebra crossing signatures|'
     'collecting signatures|petition signatures|the petition|road crossing petition')
ZP = (f'{Z}/progress|so far|current|signatures so far|collected|have|count|current count|got|current signatures|'
      'signed|tally|collected so far|signatures collected|status|signature count|current total|total so far|'
      'number so far|running total|how many so far|current tally|received')
sc('h10_agm', 'Held-out 10 (issue 14): a residents\' AGM and a crossing petition', 'A first-person opener with the '
   'task in "I\'m organising" and an ironic aside, a venue as a fragment, a date and time as a fragment, an '
   'expected turnout with "usually", an agenda as a copular list, a second task from "which reminds me" with a '
   'target, a deadline and a place, a count so far in a copular clause, a check on the first task, a date moved '
   'with "push it back a week" and a pronoun, a count updated with a number, a turn with nothing to record, a check '
   'on the second task as a verbless fragment.', [
 ("I'm organising the residents' association AGM this year, lucky me.", ['new'], {RA: None}),
 ("Community centre on Mill Street, the small hall.", ['new'],
  {f'{RA}/venue|where|location|place|room|hall|meeting place|meeting venue':
   ['community centre on Mill Street', 'Mill Street community centre', 'the small hall',
    'small hall, community centre on Mill Street', 'the community centre on Mill Street, the small hall',
    'community centre, Mill Street', 'community centre on Mill Street, the small hall',
    'community centre on Mill Street, small hall', 'small hall at the community centre on Mill Street',
    'Mill Street Community Centre, small hall', 'Mill Street community centre (small hall)',
    'small hall, Mill Street community centre', 'the small hall, community centre on Mill Street',
    'Community Centre, Mill Street (small hall)', 'small hall, Mill Street Community Centre',
    'the small hall at the community centre on Mill Street', 'community centre (small hall), Mill Street',
    'Mill Street community centre small hall', 'community centre on Mill Street (small hall)',
    'community centre, Mill Street, small hall', 'the community centre on Mill Street (small hall)']}),
 ("Thursday 2 October at seven.", ['new'],
  {RD: dm('Thursday', 2, 'October', '10'),
   f'{RA}/time|start|start time|starts|at|meeting time|begins':
   ['seven', '7', '7pm', '7 pm', '19:00', '7:00', '7.00pm', "seven o'clock", '7:00pm', '7:00 pm', '7.00 pm',
    "7 o'clock", '7.00', 'at seven', '7 p.m.']}),
 ("Usually thirty-odd turn up.", ['new'],
  {f'{RA}/attendance|count|expected|numbers|how many|people|attendees|expected attendance|headcount|expected numbers|'
   'turnout|expected turnout|number of people|number|attendance expected|usual attendance|size|expected attendees':
   ['thirty-odd', '30', 'about 30', 'thirty', '30-odd', 'around 30', '30ish', 'about thirty', 'thirty odd', '30 odd',
    '30+', 'around thirty', 'usually 30', 'usually thirty-odd', '~30', 'approx 30', 'about 30 people',
    '30-odd people', 'thirty-odd people', 'roughly 30', '30-ish']}),
 ("Agenda's the accounts, electing a new treasurer and the crossing.", ['new'],
  {f'{RA}/agenda|items|topics|agenda items|business|agenda points|discussion|points|subjects':
   ['the accounts, electing a new treasurer and the crossing', 'accounts, new treasurer, crossing',
    'accounts, electing a new treasurer, the crossing', 'accounts, treasurer election, crossing',
    'accounts, electing a new treasurer, crossing', 'accounts, treasurer, crossing',
    'the accounts, electing a new treasurer, the crossing', 'accounts, electing a new treasurer and the crossing',
    'accounts, new treasurer election, crossing', 'accounts, electing new treasurer, crossing',
    'accounts, electing a new treasurer, zebra crossing', 'accounts, new treasurer, zebra crossing',
    'accounts, treasurer election, zebra crossing', 'the accounts, a new treasurer and the crossing',
    'accounts, election of new treasurer, crossing', 'accounts, election of a new treasurer, the crossing',
    'accounts, elect new treasurer, crossing', 'accounts, elect a new treasurer, the crossing']}),
 ("Which reminds me, the zebra crossing petition outside the school needs 200 signatures by the end of the month.",
  ['new'],
  {Z: None,
   f'{Z}/signatures|target|goal|how many|signatures needed|target signatures|needed|required|signatures target|'
   'aim|signatures required|number needed|target count|number of signatures|required signatures|need':
   ['200', 'two hundred', '200 signatures', 'two hundred signatures'],
   f'{Z}/deadline|by|when|due|date|by when|due date|due by|needed by|end date':
   ['end of the month', 'the end of the month', 'by the end of the month', 'end of month', 'month end',
    'by end of month', 'end of this month', 'by end of the month', 'EOM'],
   f'{Z}/location|where|place|site|crossing location|for|at': ['outside the school', 'the school', 'school',
                                                               'by the school', 'outside school']}),
 ("We're on 140 so far.", ['new'], {ZP: ['140', '140 so far', '140 signatures', 'a hundred and forty',
                                          'one hundred and forty', '140 signatures so far']}),
 ("What's the AGM got so far?", ['check'], {}),
 ("Push it back a week, the centre's double-booked.", ['update'],
  {RD: dm('Thursday', 9, 'October', '10') + ['a week later']}),
 ("Loads of dog walkers signed this morning, 165 now.", ['update'],
  {ZP: ['165', '165 so far', '165 signatures', 'a hundred and sixty-five', 'one hundred and sixty-five',
        '165 signatures so far', '165 now']}),
 ("Right, tea break.", [], {}),
 ("Petition status?", ['check'], {}),
])

# 10 ---------------------------------------------------------------------------------------------------------------
EH = ('Easter egg hunt|egg hunt|Easter hunt|hunt|Easter|Easter egg hunt for the kids|egg hunt in the garden|'
      'Easter party|Easter Sunday egg hunt|organise egg hunt|plan egg hunt|garden egg hunt|eggs hunt|'
      'organise Easter egg hunt|plan Easter egg hunt|Easter egg hunt for the cousins|cousins egg hunt|'
      'cousins Easter egg hunt|egg hunt for the cousins|Easter hunt for the cousins|the hunt|the egg hunt')
ED = f'{EH}/date|day|when|on|hunt day|hunt date|which day'
EC = (f'{EH}/count|number|how many|number of kids|kids count|headcount|number of children|children count|'
      'kids|children|number of cousins|how many kids|size|number of guests')
G = ('eggs|chocolate eggs|buy eggs|egg shopping|buy chocolate eggs|Easter eggs|shopping|shopping list|mini eggs|'
     'egg supplies|supplies|buy Easter eggs|get eggs|chocolate|buy chocolate|buy mini eggs|get mini eggs|'
     'mini egg shopping|buy the chocolate|egg purchase|eggs to buy|buy eggs for the hunt|eggs for the hunt|'
     'chocolate shopping|Easter egg shopping')
GC = f'{G}/count|how many|quantity|number|amount|mini eggs|qty|number of eggs|eggs|how many eggs|egg count'
SUN = ['Sunday', 'Easter Sunday', 'Sunday morning', 'Sun', 'Easter Sunday morning']
sc('h10_easter', 'Held-out 10 (issue 14): an Easter egg hunt and the chocolate for it', 'A verbless opener with '
   'place and guests, a count and an age as a fragment, a day and a rough time with "ish" and an aside, a second '
   'task in "going to need to buy" with a count, a budget as a copular fact naming the '
   'chocolate, a check on the first task, a day changed with "better" and a reason, a count raised with "now", a second '
   'count raised with "then", a turn with nothing to record, a day changed back with "after all", a check over '
   'both.', [
 ("Easter egg hunt in the garden for the cousins this year.", ['new'],
  {EH: None,
   f'{EH}/location|where|venue|place|garden|site': ['the garden', 'garden', 'in the garden', 'our garden',
                                                       'my garden', 'back garden'],
   f'{EH}/for|who|guests|participants|attendees|hunters|who for|kids who|invitees|for whom':
   ['the cousins', 'cousins', 'for the cousins', 'the kids cousins', 'cousins (kids)']}),
 ("Nine kids, youngest is two.", ['new'],
  {EC: ['nine', '9', '9 kids', 'nine kids', '9 children', 'nine children'],
   f'{EH}/youngest|ages|age|youngest age|age range|youngest child|youngest kid|age of youngest|youngest is':
   ['two', '2', 'youngest is two', 'youngest 2', 'youngest age 2', '2 years old', 'youngest is 2', 'two years old',
    'age 2', 'aged 2', 'youngest two', '2+', 'from 2', '2 and up', '2 upwards', 'youngest 2 years']}),
 ("Sunday morning, 10ish, before the roast.", ['new'],
  {ED: SUN, f'{EH}/time|start|start time|at|time of hunt|starts|kick off|begin':
   ['10ish', '10', 'about 10', '10am', 'around 10', '10 am', '10:00', 'ten', 'tenish', '10ish am', '10-ish',
    'about 10am', 'around 10am', '~10', '10:00am', '10.00', 'approx 10', '10am-ish', 'ten-ish', 'roughly 10',
    '10ish, before the roast', 'morning, 10ish', 'Sunday morning 10ish', 'around 10, before the roast']}),
 ("Going to need to buy the chocolate for it, 80 mini eggs or so.", ['new'],
  {G: None, GC: ['80', 'eighty', '80 mini eggs', 'about 80', 'around 80', '80 or so', 'about eighty', '~80',
                 '80ish', 'eighty mini eggs', 'approx 80', 'roughly 80', '80-ish', '80 mini eggs or so']}),
 ("Chocolate budget's thirty quid.", ['new'],
  {f'{G}/budget|cost|price|spend|max|limit|how much|spending limit|max spend|money':
   gbp(30, 'thirty quid', 'thirty pounds', '30 quid', '£30 max', 'up to £30', '30 max')}),
 ("Where've I got to with the hunt?", ['check'], {}),
 ("Actually Saturday's better, Sunday's the in-laws.", ['update'],
  {ED: ['Saturday', 'Easter Saturday', 'Saturday morning', 'Sat', 'Easter Saturday morning', 'Holy Saturday']}),
 ("Twelve kids now, my sister's bringing her lot.", ['update'],
  {EC: ['twelve', '12', '12 kids', 'twelve kids', '12 children', 'twelve children']}),
 ("Need more eggs then — 100.", ['update'],
  {GC: ['100', 'a hundred', 'one hundred', '100 mini eggs', 'a hundred mini eggs', 'hundred', '100 eggs']}),
 ("The dog will absolutely find them first.", [], {}),
 ("Sunday after all, the in-laws cancelled.", ['update'], {ED: SUN}),
 ("So what's the full picture?", ['check'], {}),
])
