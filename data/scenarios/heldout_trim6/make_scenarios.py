"""Write the sixth held-out TRIM scenarios (issue 14, session 4, second blind set) from a compact form: each turn
sets/deletes gold paths."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (session 4, second blind set) by a writer who did not see the rules, before any classifier "
       "ran on it; ten conversations in domains used nowhere else; never to be edited after the first run.")
sc = writer(sys.argv[1], 'held_out', SRC)

J = ('jumper|sweater|knitted jumper|knitting|knitting project|project|jumper for arlo|pullover|knit jumper|'
     'knitting a jumper|birthday jumper')
JC = f'{J}/chest|chest size|chest measurement|size|measurement'
JK = f'{J}/colour|color|yarn colour|yarn color|shade|body colour|body color|main colour|main color'
JB = f'{J}/balls|number of balls|balls of wool|balls of yarn|quantity|amount|how many|skeins|yarn quantity'
sc('h6_knitting', 'Held-out 6 (issue 14): knitting a jumper for a grandson', 'A plan opener with a name after "for", '
   'an elliptical measurement, three yarn facts in one clause, a motif through a pronoun, a size given as a bare number, '
   'a colour swapped with a reason, a quantity raised, a negation that deletes nothing, a check.', [
 ("I want to knit a jumper for Arlo, my grandson, for his fourth birthday in March.", ['new'],
  {J: None, f'?{J}/for|recipient|who|person|grandson': ['Arlo', 'Arlo, my grandson', 'my grandson Arlo'],
   f'?{J}/deadline|by|occasion|when|birthday|due': ['March', 'his fourth birthday in March', 'his birthday in March',
                                                     'fourth birthday', 'in March']}),
 ("Chest is 58 cm, I measured him at the weekend.", ['new'], {JC: ['58 cm', '58', '58cm', '58 centimetres']}),
 ("Wool's going to be a merino blend, double knit, in navy.", ['new'],
  {f'{J}/yarn|wool|yarn type|fibre|fiber|material|wool type': ['a merino blend', 'merino blend', 'merino'],
   f'{J}/weight|yarn weight|ply|thickness': ['double knit', 'DK', 'double-knit'], JK: 'navy'}),
 ("Six balls should be enough.", ['new'], {JB: ['six', '6', 'six balls', '6 balls']}),
 ("He's obsessed with dinosaurs so I'll put a green one across the front.", ['new'],
  {f'{J}/motif|design|pattern|decoration|front|picture|feature': [
      'a green dinosaur', 'green dinosaur', 'dinosaur', 'a green dinosaur across the front', 'green dinosaur on the front',
      'a green dinosaur on the front']}),
 ("His mum says he's had a growth spurt, call it 62.", ['update'], {JC: ['62 cm', '62', '62cm', '62 centimetres']}),
 ("Grey for the body rather than navy, the green won't stand out on navy.", ['update'], {JK: ['grey', 'gray']}),
 ("With the bigger size that's seven balls.", ['update'], {JB: ['seven', '7', 'seven balls', '7 balls']}),
 ("I don't need new needles, I've still got 4 mm ones from the last cardigan.", [], {}),
 ("Right, what size am I knitting, what colour is the body and how many balls do I order?", ['check'], {},
  dict(facts=['62', 'grey|gray', 'seven|7'], contradicts=['58', 'navy', 'six'])),
])

S = ('telescope|stargazing|new telescope|telescope purchase|buying a telescope|scope|beginner telescope|'
     'telescope order|astronomy')
SM = f'{S}/model|telescope|type|kind|scope|which telescope|make|choice'
SP = f'{S}/price|cost|total|telescope price'
SD = f'{S}/delivery|delivery day|delivery date|day|date|when|arrives|arrival'
sc('h6_telescope', 'Held-out 6 (issue 14): a first telescope', 'A question opener carrying a wish, a budget with a '
   'hedge, a recommendation as a fact, a price with what it includes, a swap to a cheaper model with its price, a '
   'delivery day and a time without am/pm, a return to the first choice without naming it, an extra item, a day '
   'pushed, a check.', [
 ("What sort of telescope should a complete beginner get? I want to get into stargazing properly this winter.",
  ['new'], {S: None, f'?{S}/level|experience|for|who': ['beginner', 'complete beginner', 'a complete beginner'],
            f'?{S}/when|season|start': ['this winter', 'winter']}),
 ("Budget's around 400 pounds, maybe a bit more for a good one.", ['new'],
  {f'{S}/budget|price limit|max price|maximum|spend|limit|max budget': [
      'around 400 pounds', '400 pounds', '£400', '400', 'around £400', 'about £400', '£400, maybe a bit more',
      'around 400 pounds, maybe a bit more']}),
 ("The guy at the astronomy shop recommended an 8 inch Dobsonian.", ['new'],
  {SM: ['an 8 inch Dobsonian', '8 inch Dobsonian', '8-inch Dobsonian', '8" Dobsonian', 'Dobsonian 8 inch',
        '8 inch Dobson', 'Dobsonian'],
   f'?{S}/aperture|size': ['8 inch', '8 inches', '8-inch', '8"', '8 in']}),
 ("It's £449 with a finder scope and two eyepieces thrown in.", ['new'],
  {SP: ['£449', '449', '449 pounds', '£449 with a finder scope and two eyepieces'],
   f'?{S}/includes|extras|accessories|comes with|included': [
       'a finder scope and two eyepieces', 'finder scope and two eyepieces', 'finder scope, two eyepieces']}),
 ("My partner points out our car is tiny. Swap it for the 6 inch, that's £329.", ['update'],
  {SM: ['the 6 inch', '6 inch', '6 inch Dobsonian', '6-inch Dobsonian', '6-inch', '6" Dobsonian', 'Dobsonian 6 inch',
        '6 inch Dobson'],
   f'?{S}/aperture|size': ['6 inch', '6 inches', '6-inch', '6"', '6 in'],
   SP: ['£329', '329', '329 pounds']}),
 ("They can deliver it Thursday, any time after 12.", ['new'],
  {SD: 'Thursday', f'{S}/delivery time|time|time window|window|delivery window|slot': [
      'after 12', 'any time after 12', '12', 'after 12 pm', 'after noon', 'any time after noon', 'afternoon']}),
 ("Actually I measured the boot and the bigger one fits fine, so back to that.", ['update'],
  {SM: ['an 8 inch Dobsonian', '8 inch Dobsonian', '8-inch Dobsonian', '8" Dobsonian', 'Dobsonian 8 inch',
        '8 inch Dobson', '8 inch', 'the 8 inch'],
   f'?{S}/aperture|size': ['8 inch', '8 inches', '8-inch', '8"', '8 in'],
   SP: ['£449', '449', '449 pounds', '£449 with a finder scope and two eyepieces']}),
 ("I'll want a red torch as well for reading the star charts.", ['new'],
  {f'{S}/red torch|torch|red light|red flashlight|flashlight|red lamp': None}),
 ("They've had to push the delivery to Saturday, short of drivers.", ['update'], {SD: 'Saturday'}),
 ("So which telescope am I getting, how much is it, and when does it come?", ['check'], {},
  dict(facts=['8 inch|8-inch|8"', '449', 'Saturday'], contradicts=['6 inch', '6-inch', '329', 'Thursday'])),
])

P = ('parcel|package|parcel to canada|parcel to toronto|sending a parcel|parcel for sister|shipment|shipping|'
     'courier|postage|parcel delivery|birthday parcel|box')
PC = f'{P}/contents|items|what|inside|content|what is in it'
PW = f'{P}/weight|kilos|kg|how heavy|mass'
PS = f'{P}/service|service level|option|speed|type|shipping option|shipping speed|delivery option|delivery type'
PP = f'{P}/price|cost|quote|postage|shipping cost|fee|shipping price|postage cost'
PT = f'?{P}/delivery time|transit time|transit|duration|how long|days|eta|delivery speed|time'
sc('h6_parcel', 'Held-out 6 (issue 14): a parcel to a sister abroad', 'A have-to opener with a place and a deadline, '
   'contents with a weight, bare dimensions, a quote with a service and a duration, a service switched and its price '
   'given elliptically, a list cut to one item, a weight revised, a return to the first service with a new price, '
   'a check.', [
 ("I have to get a parcel to my sister in Toronto before her birthday on the 14th.", ['new'],
  {P: None, f'?{P}/recipient|to|who|for|sister|addressee': ['my sister', 'sister', 'my sister in Toronto'],
   f'{P}/destination|where|city|to city|address|place|country': ['Toronto', 'Toronto, Canada', 'my sister in Toronto'],
   f'{P}/deadline|by|before|due|due date|arrive by|needed by|date': [
       'before her birthday on the 14th', 'the 14th', '14th', 'before the 14th', 'by the 14th', 'her birthday on the 14th']}),
 ("It's a box of books and a scarf, about 3 kilos.", ['new'],
  {PC: ['a box of books and a scarf', 'books and a scarf', 'books, scarf', 'box of books, scarf', 'books and scarf',
        'box of books and a scarf'],
   PW: ['about 3 kilos', '3 kilos', '3 kg', '3', 'about 3 kg', '3kg', '3 kilograms', 'about 3 kilograms']}),
 ("40 by 30 by 20.", ['new'],
  {f'{P}/dimensions|size|box size|measurements|dims': ['40 by 30 by 20', '40x30x20', '40 x 30 x 20',
                                                      '40 by 30 by 20 cm', '40 x 30 x 20 cm', '40x30x20 cm']}),
 ("ParcelJet quoted $62 for standard, 6 to 8 working days.", ['new'],
  {f'{P}/courier|company|carrier|provider|shipper|shipping company|who': 'ParcelJet',
   PP: ['$62', '62', '$62 for standard', '62 dollars'], PS: ['standard', 'standard shipping', 'standard delivery'],
   PT: ['6 to 8 working days', '6-8 working days', '6 to 8 days', '6-8 days']}),
 ("That might not make the 14th. Switch it to express.", ['update'],
  {PS: ['express', 'express shipping', 'express delivery']}),
 ("Express is $95, 2 to 3 days.", ['update'],
  {PP: ['$95', '95', '95 dollars', '$95 for express'], PT: ['2 to 3 days', '2-3 days', '2 to 3 working days',
                                                            '2-3 working days']}),
 ("Take the books out, she can buy them there. Just the scarf.", ['update'],
  {PC: ['the scarf', 'scarf', 'just the scarf', 'a scarf']}),
 ("That brings it down to 400 grams.", ['update'],
  {PW: ['400 grams', '400 g', '400g', '0.4 kg', '400 grammes', '0.4 kilos']}),
 ("And at that weight standard's only $18 and gets there in time, so standard it is again.", ['update'],
  {PS: ['standard', 'standard shipping', 'standard delivery'], PP: ['$18', '18', '18 dollars', '$18 for standard'],
   PT: ['6 to 8 working days', '6-8 working days', '6 to 8 days', '6-8 days', 'in time']}),
 ("What's going in the box, who's taking it and what am I paying?", ['check'], {},
  dict(facts=['scarf', 'ParcelJet', '18'], contradicts=['books', '95', '62', 'express'])),
])

B = ('balloon flight|balloon ride|hot-air balloon|hot air balloon|hot-air balloon flight|hot air balloon flight|'
     'hot-air balloon ride|hot air balloon ride|balloon|balloon trip|anniversary present|anniversary gift|gift|'
     'present|flight')
BD = f'{B}/date|day|flight date|when|flight day'
BN = (f'{B}/contributors|number of contributors|chipping in|people chipping in|split|share|givers|payers|'
      'how many paying|people paying|number of people|people|siblings|group')
sc('h6_balloon', 'Held-out 6 (issue 14): a balloon flight for an anniversary', 'A for-clause opener with the people it '
   'is for, an operator and a place, an elliptical time and duration, a per-person price with a tail, a headcount, a '
   'date moved by a relative amount with a reason, a headcount raised through a name, a return to the first date, a '
   'check.', [
 ("For Mum and Dad's 40th anniversary we're clubbing together to send them up in a hot-air balloon.", ['new'],
  {B: None, f'{B}/for|passengers|who|recipients|people flying|riders|flyers': [
      'Mum and Dad', 'my parents', 'parents', 'mum and dad', 'Mum, Dad'],
   f'?{B}/occasion|reason|event': ["Mum and Dad's 40th anniversary", '40th anniversary', 'anniversary',
                                   'their 40th anniversary', '40th wedding anniversary']}),
 ("Skyward Balloons fly from Hadley Park.", ['new'],
  {f'{B}/company|operator|provider|firm|balloon company': ['Skyward Balloons', 'Skyward'],
   f'{B}/launch site|location|place|from|where|site|departure|take-off|launch|venue|departure point': [
       'Hadley Park', 'from Hadley Park']}),
 ("Sunrise flights only, about an hour in the air.", ['new'],
  {f'{B}/time|time of day|slot|flight time|departure time|start': ['sunrise', 'sunrise flights', 'at sunrise',
                                                                   'sunrise only', 'sunrise flights only'],
   f'{B}/duration|length|how long|flight length|flight duration|time in the air': [
       'about an hour', 'an hour', '1 hour', 'one hour', 'about 1 hour', 'about an hour in the air']}),
 ("£199 per person, champagne on landing included.", ['new'],
  {f'{B}/price|cost|price per person|fee|cost per person|per person': [
      '£199 per person', '£199', '199', '£199 each', '£199 pp', '£199 per person, champagne on landing included',
      '£199 per person, champagne included'],
   f'?{B}/champagne|extras|includes|included|champagne on landing': None}),
 ("There are five of us chipping in.", ['new'], {BN: ['five', '5', 'five of us']}),
 ("Date-wise, they suggested 21 June.", ['new'], {BD: ['21 June', 'June 21', '21st June', 'June 21st', 'the 21st of June']}),
 ("Dad's got a hospital check-up that week, so let's go a fortnight later.", ['update'],
  {BD: ['5 July', 'July 5', '5th July', 'July 5th', 'the 5th of July', 'a fortnight later', 'two weeks later',
        '2 weeks later']}),
 ("My brother Luca wants in too, that makes six.", ['update'], {BN: ['six', '6', 'six of us']}),
 ("Dad's moved the check-up, so we can have the June date again.", ['update'],
  {BD: ['21 June', 'June 21', '21st June', 'June 21st', 'the 21st of June']}),
 ("Remind me when they're flying, from where, and how many of us are splitting it?", ['check'], {},
  dict(facts=['21 June|June 21|21st June|June 21st|21st of June', 'Hadley', 'six|6'],
       contradicts=['July', 'five', 'fortnight'])),
])

L = ('litter pick|litter picking|litter-pick|clean-up|cleanup|clean up|community clean-up|community cleanup|'
     'street clean|neighbourhood clean-up|neighborhood cleanup|river lane clean-up|lane clean-up|litter pick event')
LD = f'{L}/date|day|when'
LM = f'{L}/meeting point|meet|meeting place|meeting spot|start|start point|where to meet|start location|meet point'
LE = f'{L}/equipment|kit|supplies|gear|tools|things to bring|stuff'
V = ('hi-vis vests|hi vis vests|hi-vis|hi vis|vests|high-vis vests|high vis vests|high visibility vests|'
     'hi-vis vest order|vest order|hi-vis jackets|hi-vis vest|high-vis|reflective vests|buying hi-vis vests')
VQ = f'{V}/quantity|number|count|how many|amount|vests'
sc('h6_litterpick', 'Held-out 6 (issue 14): a litter pick by the river', 'A situation opener with a place, a date, '
   'place and time without am/pm in one clause, equipment listed then extended, a second task from a need, a price with '
   'a pack tail, a headcount with a count raised, a date pushed by a week, a meeting point moved, a check over both '
   'tasks.', [
 ("The lane down to the river is a state, so a few of us are going to do a litter pick.", ['new'],
  {L: None, f'{L}/location|where|place|route|area|site': [
      'the lane down to the river', 'lane down to the river', 'the lane', 'the river lane', 'lane to the river',
      'river']}),
 ("Sunday the 9th, meeting at the bus shelter at 10.", ['new'],
  {LD: ['Sunday the 9th', 'the 9th', '9th', 'Sunday 9th', 'Sunday'], LM: ['the bus shelter', 'bus shelter'],
   f'{L}/time|start time|meeting time|start': ['10', '10 am', '10:00', '10:00 am', '10 o\'clock']}),
 ("The council will lend us grabbers and bags for free.", ['new'],
  {LE: ['grabbers and bags', 'grabbers, bags', 'litter grabbers and bags', 'litter grabbers, bags',
        'grabbers and rubbish bags', 'grabbers and bin bags'],
   f'?{L}/lender|from|supplier|provider|source|equipment source': ['the council', 'council']}),
 ("Gloves too, I'll bring a box.", ['update'],
  {LE: ['grabbers, bags and gloves', 'grabbers, bags, gloves', 'litter grabbers, bags and gloves',
        'litter grabbers, bags, gloves', 'grabbers and bags and gloves']}),
 ("Because part of it is along the road we need hi-vis vests for everyone.", ['new'],
  {V: None, f'?{V}/for|who|reason|why': ['everyone', 'for everyone', 'the road', 'along the road']}),
 ("Found them online at £2.50 each, or £25 for a pack of twelve.", ['new'],
  {f'{V}/price|cost|price each|unit price|pack price': [
      '£2.50 each, or £25 for a pack of twelve', '£2.50 each or £25 for a pack of twelve', '£2.50 each',
      '£25 for a pack of twelve', '£25 for twelve', '£2.50', '2.50', '£25', '25', '£2.50 each, £25 for twelve']}),
 ("Nineteen have said yes on the group chat, so I'll get twenty vests.", ['new'],
  {f'{L}/volunteers|people|attendees|headcount|participants|number of people|sign-ups|signups|yes|count|'
   'number of volunteers|people coming|how many': ['nineteen', '19', 'nineteen people', '19 people'],
   VQ: ['twenty', '20', 'twenty vests', '20 vests']}),
 ("It's meant to pour on the 9th, push it back a week.", ['update'],
  {LD: ['Sunday the 16th', 'the 16th', '16th', 'Sunday 16th', 'a week later', 'the following Sunday']}),
 ("And the bus shelter's being dug up, so meet at the church gate instead.", ['update'],
  {LM: ['the church gate', 'church gate']}),
 ("Where and when are we meeting now, and how many vests am I ordering?", ['check'], {},
  dict(facts=['16th', 'church gate', 'twenty|20'], contradicts=['9th', 'bus shelter', 'twelve'])),
])

F = ('fence|new fence|fencing|garden fence|back fence|fence replacement|replacing the fence|fence repair|'
     'fence job|fencing job|replace fence|fence panels')
FD = (f'{F}/date|install date|installation date|fitting date|fitting|fit date|start date|start|day|when|'
      'fitting day|install day')
FP = f'{F}/price|quote|cost|total|total price|quoted price'
FO = f'{F}/posts|post type|post material|post|post types'
sc('h6_fence', 'Held-out 6 (issue 14): a fence blown down', 'A situation opener with a need, a turn that defers a count, '
   'the count as a bare word, a quote with the post type inside it, a day with "a Friday" and a vague time, a material '
   'changed by request, the new price as an elliptical update, a day moved by a question, the original day restored '
   'without naming it, a check.', [
 ("Half the back fence blew down in the storm and I need someone to replace it.", ['new'],
  {F: None, f'?{F}/location|where|which|side|which fence|part': ['back', 'the back', 'back fence', 'the back fence',
                                                                  'half the back fence'],
   f'?{F}/cause|reason|problem|damage': ['the storm', 'storm', 'blew down in the storm', 'blew down']}),
 ("Not sure how many panels it is, I'll go and count.", [], {}),
 ("Six.", ['new'],
  {f'{F}/panels|number of panels|panel count|quantity|count|how many|number': ['six', '6', 'six panels', '6 panels']}),
 ("Green Acre Fencing quoted £780 for panels, wooden posts and labour.", ['new'],
  {f'{F}/contractor|company|fencer|who|firm|installer|fencing company|supplier|tradesman': [
      'Green Acre Fencing', 'Green Acre'],
   FP: ['£780', '780', '780 pounds', '£780 for panels, wooden posts and labour', '£780 for panels, posts and labour'],
   FO: ['wooden', 'wooden posts', 'wood', 'timber']}),
 ("They can fit it on the 3rd, a Friday, first thing.", ['new'],
  {FD: ['the 3rd', '3rd', 'Friday the 3rd', 'Friday 3rd', 'Friday, the 3rd', 'the 3rd, a Friday'],
   f'?{F}/time|start time|arrival time|fitting time': ['first thing', 'first thing in the morning', 'morning',
                                                       'early morning']}),
 ("Ask them to do concrete posts instead, the wooden ones rotted last time.", ['update'],
  {FO: ['concrete', 'concrete posts']}),
 ("That takes it up to £860.", ['update'], {FP: ['£860', '860', '860 pounds']}),
 ("The 3rd is no good, I've got a wedding. Could they manage the following Monday?", ['update'],
  {FD: ['the following Monday', 'Monday the 6th', 'the 6th', '6th', 'Monday', 'Monday 6th', 'following Monday']}),
 ("Ignore me, I had the wedding date wrong. The original day's fine.", ['update'],
  {FD: ['the 3rd', '3rd', 'Friday the 3rd', 'Friday 3rd', 'Friday, the 3rd', 'the 3rd, a Friday', 'Friday']}),
 ("When are they fitting it, what kind of posts, and what's the total?", ['check'], {},
  dict(facts=['3rd', 'concrete', '860'], contradicts=['wooden', '780', 'Monday'])),
])

A = ('shelves|alcove shelves|shelving|bookshelves|built-in shelves|built in shelves|alcove shelving|carpentry|'
     'carpenter|shelving job|alcove units|fitted shelves|shelf|shelves in the alcoves|alcoves|joinery')
AW = f'{A}/wood|material|timber|finish'
AP = f'{A}/price|quote|cost|total|quoted price'
AD = f'{A}/date|start|start date|when|week|start week|booking|slot|day'
sc('h6_shelves', 'Held-out 6 (issue 14): shelves built into the alcoves', 'A need opener naming the trade, an elliptical '
   'width for both, three facts in a verbless clause, a name in a past participle clause with a week, a price with a '
   'tail, a material swapped by a question, a price lowered through a pronoun, an item dropped, a week moved '
   'relatively, a check.', [
 ("Looking for a carpenter to build shelves into the alcoves in the living room.", ['new'],
  {A: None, f'?{A}/location|where|place|room': ['the alcoves in the living room', 'alcoves in the living room',
                                                'the living room', 'living room', 'the alcoves', 'alcoves']}),
 ("Both alcoves are 95 wide.", ['new'],
  {f'{A}/width|alcove width|size|dimensions|alcove size|measurements|alcove': ['95', '95 cm', '95 wide', '95cm',
                                                                               '95 centimetres', '95 cm wide']}),
 ("Four shelves each, oak, with cupboards underneath.", ['new'],
  {f'{A}/shelves|number of shelves|shelf count|count|quantity|how many|shelves per alcove': [
      'four', '4', 'four each', '4 each', 'four shelves each', '4 shelves each', 'four shelves', '4 shelves'],
   AW: ['oak', 'solid oak'], f'{A}/cupboards|cupboard|cabinets|base cupboards|storage|cupboards underneath': None}),
 ("Ray Okafor came recommended, he's pencilled me in for the week of the 17th.", ['new'],
  {f'{A}/carpenter|who|name|tradesman|joiner|maker|builder|contractor': ['Ray Okafor', 'Ray'],
   AD: ['the week of the 17th', 'week of the 17th', 'the 17th', '17th', 'week of 17th']}),
 ("His quote came back at £2,300 all in.", ['new'],
  {AP: ['£2,300', '2,300', '2300', '£2300', '£2,300 all in', '2300 pounds']}),
 ("Oak's a bit much though. What about painted MDF?", ['update'], {AW: ['painted MDF', 'MDF']}),
 ("He says that knocks it down to 1,650.", ['update'], {AP: ['1,650', '£1,650', '1650', '£1650', '1650 pounds']}),
 ("Let's lose the cupboards and run the shelves all the way down.", ['update'],
  {f'{A}/cupboards|cupboard|cabinets|base cupboards|storage|cupboards underneath': 'DEL'}),
 ("His diary's changed, he can start a week earlier now.", ['update'],
  {AD: ['the week of the 10th', 'week of the 10th', 'the 10th', '10th', 'a week earlier', 'week of 10th']}),
 ("What am I getting built, in what, for how much, and when does he start?", ['check'], {},
  dict(facts=['MDF', '1,650|1650', '10th|week earlier'], contradicts=['oak', '2,300', '2300', '17th'])),
])

U = ('armchair|reupholstery|upholstery|reupholstering|reupholstering the armchair|armchair reupholstery|chair|'
     'recovering the armchair|chair recovering|wingback armchair|wingback chair|reupholster armchair|'
     'reupholster the armchair|gran\'s armchair|re-upholstery|re-upholstering the armchair')
UF = f'{U}/fabric|material|cloth|colour|color|upholstery fabric|covering|fabric choice'
UM = f'{U}/fabric amount|metres|meters|length|quantity|fabric quantity|amount|fabric length|how much fabric|yardage'
C = ('cushions|scatter cushions|matching cushions|cushion|cushion covers|scatter cushion|matching scatter cushions|'
     'cushion order')
CQ = f'{C}/quantity|number|count|how many|amount'
sc('h6_armchair', 'Held-out 6 (issue 14): recovering an old armchair', 'A situation-only opener, a business in an '
   'elliptical "can redo it", a thinking-about choice, three prices and a quantity in one turn with "a metre" tails, '
   'a colour changed, a second task with "matching", a price as a verbless clause, a count raised with "for", the '
   'fabric amount raised as a bare number, a check over both tasks.', [
 ("Gran left me her old wingback armchair and the fabric's in shreds.", ['new'],
  {U: None, f'?{U}/type|style|kind|chair|chair type': ['wingback', 'wingback armchair', 'old wingback armchair'],
   f'?{U}/condition|problem|state|issue': ["the fabric's in shreds", 'in shreds', 'fabric in shreds', 'shredded']}),
 ("Tilly's Upholstery in the arcade can redo it.", ['new'],
  {f'{U}/upholsterer|shop|company|who|place|business|workshop|firm': ["Tilly's Upholstery", "Tilly's",
                                                                      'Tillys Upholstery', 'Tilly\'s Upholstery in the arcade'],
   f'?{U}/location|where|address': ['the arcade', 'in the arcade', 'arcade']}),
 ("Thinking a mustard velvet.", ['new'], {UF: ['mustard velvet', 'a mustard velvet', 'velvet', 'mustard']}),
 ("Labour's £420 and the fabric's extra, 6 metres at £28 a metre.", ['new'],
  {f'{U}/labour|labor|labour cost|labor cost|price|cost|fee|quote|labour price': ['£420', '420', '420 pounds'],
   UM: ['6 metres', '6 meters', '6 m', '6', 'six metres', '6m'],
   f'{U}/fabric price|price per metre|price per meter|fabric cost|per metre|fabric price per metre|metre price|'
   'fabric rate': ['£28 a metre', '£28', '28', '£28 per metre', '£28/m', '£28 a meter', '£28 per meter']}),
 ("Changed my mind on the colour, bottle green.", ['update'],
  {UF: ['bottle green velvet', 'bottle green', 'a bottle green velvet', 'green velvet']}),
 ("While they're at it I'd like two matching scatter cushions.", ['new'],
  {C: None, CQ: ['two', '2'],
   f'?{C}/fabric|material|colour|color|style|match|matching': ['matching', 'bottle green velvet', 'same as the chair',
                                                               'matching the chair', 'bottle green']}),
 ("£35 each for those.", ['new'], {f'{C}/price|cost|price each|unit price|each': ['£35 each', '£35', '35', '35 pounds']}),
 ("Make it three cushions, one for my sister Hana.", ['update'],
  {CQ: ['three', '3'], f'?{C}/for|who|recipient|recipients': ['my sister Hana', 'Hana', 'sister']}),
 ("6 metres won't stretch to cushions as well. 7.", ['update'],
  {UM: ['7 metres', '7 meters', '7 m', '7', 'seven metres', '7m']}),
 ("What colour did I settle on, how much fabric am I buying, and how many cushions?", ['check'], {},
  dict(facts=['bottle green', '7', 'three|3'], contradicts=['mustard', '6 metres'])),
])

H = ('Hillside Academy|Hillside|Hillside open evening|Hillside Academy open evening|Hillside open day|'
     'Hillside Academy open day|Hillside visit|Hillside Academy visit|open evening at Hillside|visit to Hillside|'
     'Hillside Academy tour|Hillside tour')
HD = f'{H}/date|day|when'
E = ("St Bede's|St Bedes|St Bede's open morning|St Bede's open day|St Bede's visit|St Bede's tour|"
     "St Bede's school|visit to St Bede's|tour of St Bede's|St Bede's school tour|Saint Bede's")
ED = f'{E}/date|day|when|tour date'
ET = f'{E}/time|start|start time|tour time'
sc('h6_schools', 'Held-out 6 (issue 14): looking round two secondary schools', 'A plan opener naming two tasks and the '
   'child after "for", a date with a time, a booking with a reason, a duration, a bus and a time without am/pm, a date '
   'moved with "same time", a date moved by a question, the time changed elliptically, a wish, a check over both '
   'tasks.', [
 ("We're looking round two secondary schools for Noah this month, Hillside Academy and St Bede's.", ['new'],
  {H: None, E: None, f'?{H}/for|child|who|student|pupil|son': 'Noah', f'?{E}/for|child|who|student|pupil|son': 'Noah'}),
 ("Hillside's open evening is Thursday the 2nd, starting 6:30.", ['new'],
  {HD: ['Thursday the 2nd', 'the 2nd', '2nd', 'Thursday 2nd', 'Thursday'],
   f'{H}/time|start|start time': ['6:30', '6:30 pm', '18:30', 'half six', '6.30']}),
 ("St Bede's only does tours on weekday mornings, so I've booked the 8th at 9:15.", ['new'],
  {ED: ['the 8th', '8th'], ET: ['9:15', '9:15 am', '09:15', '9.15']}),
 ("The tour takes 90 minutes.", ['new'],
  {f'{E}/duration|length|how long|tour length|tour duration': ['90 minutes', 'an hour and a half', '1.5 hours',
                                                               '90 min', '90 mins', '1 hour 30 minutes']}),
 ("For Hillside we'll get the 42, it leaves ours at 5:50.", ['new'],
  {f'{H}/bus|transport|route|travel|bus route|bus number|getting there': ['the 42', '42', 'bus 42', 'number 42',
                                                                          'the 42 bus', '42 bus'],
   f'{H}/departure|bus time|leave|leave time|bus departure|departure time|leaves': [
       '5:50', '5:50 pm', '17:50', 'ten to six', '5.50']}),
 ("They've moved the Hillside evening to the 3rd, same time.", ['update'],
  {HD: ['the 3rd', '3rd', 'Friday the 3rd', 'Friday 3rd', 'Friday']}),
 ("Can I switch St Bede's to the 10th? I've got a meeting on the 8th.", ['update'], {ED: ['the 10th', '10th']}),
 ("They said fine, but it'd be 11 o'clock.", ['update'], {ET: ['11', "11 o'clock", '11 am', '11:00', '11:00 am']}),
 ("Noah especially wants to see their drama studio.", ['new'],
  {f'{E}/drama studio|note|wants to see|interest|request|priority|focus|to see|notes|see': [
      'the drama studio', 'drama studio', 'their drama studio']}),
 ("What days are the two visits on, and what time does each one start?", ['check'], {},
  dict(facts=['3rd', '6:30|half six|18:30', '10th', '11'], contradicts=['2nd', '8th', '9:15'])),
])

X = ('Christmas tree|tree|real tree|real Christmas tree|Christmas tree delivery|tree delivery|xmas tree|tree order|'
     'Christmas tree order|Nordmann fir|new tree')
XD = f'{X}/delivery date|date|day|when|delivery day|arrival|delivery'
XH = f'{X}/height|size|tall|how tall|tree height|tree size'
W = 'wreath|door wreath|Christmas wreath|wreath order|front door wreath|xmas wreath'
sc('h6_xmastree', 'Held-out 6 (issue 14): a real Christmas tree and a wreath', 'A wish opener against a thing owned, '
   'a species and height with an aside, a delivery fee and a price in one turn, a relative date, a date moved '
   'elliptically with a reason, a second task in a bare noun phrase, "same farm" as a value, a delivery given by a '
   'question, a height lowered with a reason, a check over both tasks.', [
 ("This year I'd like a real tree instead of the plastic one.", ['new'], {X: None}),
 ("Nordmann fir, 7 foot, the ceiling's just over 8.", ['new'],
  {f'{X}/variety|species|type|kind|tree type|sort|fir': ['Nordmann fir', 'Nordmann', 'a Nordmann fir'],
   XH: ['7 foot', '7 ft', '7 feet', 'seven foot', '7', '7ft', "7'"],
   f'?{X}/ceiling|ceiling height|room height': ['just over 8', '8 foot', 'over 8 foot', 'just over 8 foot', 'over 8']}),
 ("Hollybrook Farm delivers for £15 and the tree itself is £65.", ['new'],
  {f'{X}/supplier|seller|farm|from|shop|where|company|vendor|source': ['Hollybrook Farm', 'Hollybrook'],
   f'{X}/delivery fee|delivery cost|delivery charge|delivery price|postage|shipping': ['£15', '15', '15 pounds'],
   f'{X}/price|cost|tree price|tree cost': ['£65', '65', '65 pounds']}),
 ("Earliest they'll bring it is the first Saturday of December.", ['new'],
  {XD: ['the first Saturday of December', 'first Saturday of December', 'first Saturday in December',
        'the first Saturday in December']}),
 ("That's too early, it'll be bald by Christmas. The Saturday after.", ['update'],
  {XD: ['the second Saturday of December', 'second Saturday of December', 'the Saturday after',
        'second Saturday in December', 'the second Saturday in December', 'the following Saturday']}),
 ("And a wreath for the front door.", ['new'], {W: None}),
 ("Same farm, holly and dried orange, £30.", ['new'],
  {f'{W}/supplier|seller|farm|from|shop|where|company|vendor|source': ['Hollybrook Farm', 'Hollybrook', 'same farm',
                                                                        'the same farm'],
   f'{W}/style|design|type|decoration|made of|materials|kind|description': [
       'holly and dried orange', 'holly, dried orange', 'holly and dried oranges', 'holly, dried oranges'],
   f'{W}/price|cost|wreath price': ['£30', '30', '30 pounds']}),
 ("Can it come with the tree?", ['new'],
  {f'{W}/delivery date|date|day|when|delivery day|arrival|delivery': [
      'with the tree', 'the second Saturday of December', 'second Saturday of December', 'the Saturday after',
      'second Saturday in December', 'the second Saturday in December', 'same as the tree', 'the following Saturday']}),
 ("My husband measured and it's only 7 foot 6 to the ceiling, so go for 6 foot.", ['update'],
  {XH: ['6 foot', '6 ft', '6 feet', 'six foot', '6', '6ft', "6'"],
   f'?{X}/ceiling|ceiling height|room height': ['7 foot 6', "7'6", '7 ft 6', '7 foot 6 inches', '7.5 foot']}),
 ("When's everything arriving and how tall is the tree now?", ['check'], {},
  dict(facts=['second Saturday|Saturday after|following Saturday', '6 foot|6 ft|six foot|6 feet|6ft'],
       contradicts=['first Saturday'])),
])
