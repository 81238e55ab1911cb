"""Write the fifth held-out TRIM scenarios (issue 14, session 4) from a compact form: each turn sets/deletes gold paths."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (session 4) by a writer who did not see the rules, before any classifier ran on it; "
       "twelve conversations in domains used nowhere else; never to be edited after the first run.")
sc = writer(sys.argv[1], 'held_out', SRC)

T = 'tattoo|tattoo appointment|tattoo session|tattoo booking|appointment|session|booking'
TP = f'{T}/placement|body part|spot|position|location on body|where on body|on'
TD = f'{T}/date|day|when'
sc('h5_tattoo', 'Held-out 5 (issue 14): a first tattoo', 'A decision opener with a design and a place on the body, copular '
   'facts, a price with a deposit, a placement swapped, a date moved and taken back without a value, a check.', [
 ("So I've finally decided to get a tattoo, a small fox on my forearm.", ['new'],
  {T: None, f'{T}/design|tattoo|motif|what|image': ['a small fox', 'small fox', 'fox'], TP: ['forearm', 'my forearm']}),
 ("The studio is Black Lantern on Dock Street.", ['new'],
  {f'{T}/studio|shop|parlour|parlor|tattoo studio|tattoo shop|place|venue': ['Black Lantern', 'Black Lantern on Dock Street'],
   f'?{T}/address|street|location|where': ['Dock Street', 'on Dock Street']}),
 ("Artist's name is Juno.", ['new'], {f'{T}/artist|tattoo artist|tattooist|name|who': 'Juno'}),
 ("She quoted €180, with €50 up front as a deposit.", ['new'],
  {f'{T}/price|quote|cost|total': ['€180', '180', '180 euros'], f'{T}/deposit|up front|upfront': ['€50', '50', '50 euros', '€50 up front']}),
 ("Her first free slot is the 12th at 2.", ['new'],
  {TD: ['the 12th', '12th'], f'{T}/time|start|start time|slot': ['2', '2 pm', '14:00', '2:00', '2:00 pm']}),
 ("Actually I'd rather have it on my ankle, it's less visible at work.", ['update'], {TP: ['ankle', 'my ankle']}),
 ("Could she do the 19th instead? Same time.", ['update'], {TD: ['the 19th', '19th']}),
 ("Hmm, forget it, the earlier date works better after all.", ['update'], {TD: ['the 12th', '12th']}),
 ("Remind me where it's going, what day, and what I pay up front?", ['check'], {},
  dict(facts=['ankle', '12th', '50'], contradicts=['forearm', '19th'])),
])

A = 'aquarium|fish tank|tank|aquarium setup|fish tank setup'
AF = f'{A}/fish|fish species|species|stock|livestock|animals|inhabitants'
AD = f'{A}/delivery day|delivery date|delivery|day|date|when'
sc('h5_aquarium', 'Held-out 5 (issue 14): a fish tank for the kids', 'A thinking-about opener, an elliptical size, a stock list '
   'extended and cut, a price, a delivery window, a needless item, a day moved, a check.', [
 ("We're thinking about getting a fish tank for the kids' room.", ['new'],
  {A: None, f'?{A}/room|location|where|place|for': ["the kids' room", "kids' room", 'kids room']}),
 ("60 litres seems about right.", ['new'],
  {f'{A}/size|volume|capacity|litres|liters|tank size': ['60 litres', '60 liters', '60 l', '60', '60 litre']}),
 ("The kids picked guppies, neon tetras and a pleco.", ['new'],
  {AF: ['guppies, neon tetras and a pleco', 'guppies, neon tetras, pleco', 'guppies, neon tetras and pleco',
        'guppies, neon tetras, a pleco']}),
 ("Oh, and a couple of cherry shrimp.", ['update'],
  {AF: ['guppies, neon tetras, a pleco and cherry shrimp', 'guppies, neon tetras, pleco, cherry shrimp',
        'guppies, neon tetras, pleco and cherry shrimp', 'guppies, neon tetras, a pleco and a couple of cherry shrimp',
        'guppies, neon tetras, pleco and a couple of cherry shrimp']}),
 ("The guy at the shop said plecos get huge, so no pleco.", ['update'],
  {AF: ['guppies, neon tetras and cherry shrimp', 'guppies, neon tetras, cherry shrimp',
        'guppies, neon tetras and a couple of cherry shrimp']}),
 ("Tank, filter and light come to £95 altogether.", ['new'],
  {f'{A}/price|cost|total|tank price|budget': ['£95', '95', '£95 altogether', '95 pounds']}),
 ("Delivery's Saturday, between 10 and 12.", ['new'],
  {AD: 'Saturday', f'{A}/delivery time|time|window|time window|delivery window': ['between 10 and 12', '10 to 12', '10-12',
                                                                                   '10 and 12', '10 am to 12 pm', '10 am to noon']}),
 ("No need to buy gravel, there's a bag in the garage.", [], {}),
 ("Saturday's football though, so let's do Sunday for the delivery.", ['update'], {AD: 'Sunday'}),
 ("So what's going in the tank, and when does it turn up?", ['check'], {},
  dict(facts=['guppies', 'tetras', 'shrimp', 'Sunday'], contradicts=['pleco', 'Saturday'])),
])

C = 'chimney sweep|chimney|chimney sweeping|chimney cleaning|sweep|sweeping|chimney sweep visit'
CD = f'{C}/date|day|when|visit date'
W = 'firewood|firewood delivery|logs|log delivery|wood|wood delivery|log order'
WA = f'{W}/amount|quantity|size|load|volume|how much'
sc('h5_chimney', 'Held-out 5 (issue 14): a chimney sweep and logs', 'A passive opener, a name in a relative clause, a price '
   'in words, a time without am/pm, a second task, a date bumped, an amount revised, a check over both tasks.', [
 ("Before winter the chimney needs sweeping.", ['new'], {C: None, f'?{C}/deadline|before|by': ['before winter', 'winter']}),
 ("Tomasz, who did it last year, is free on the 3rd of October.", ['new'],
  {f'{C}/sweep|chimney sweep|name|who|person|sweeper': 'Tomasz',
   CD: ['the 3rd of October', '3rd of October', 'October 3', 'October 3rd', '3 October', 'the 3rd', '3rd']}),
 ("He charges seventy pounds, cash only.", ['new'],
  {f'{C}/price|cost|fee|charge': ['seventy pounds', '£70', '70', '70 pounds', 'seventy pounds, cash only', '£70 cash'],
   f'?{C}/payment|payment method|pay': ['cash', 'cash only']}),
 ("Morning's best for me, say 9.", ['new'],
  {f'{C}/time|start|start time|arrival|arrival time': ['9', '9 am', '09:00', '9:00', '9:00 am', 'morning, 9']}),
 ("While I'm at it, we need a load of logs for the stove.", ['new'], {W: None}),
 ("Half a cubic metre, kiln-dried.", ['new'],
  {WA: ['half a cubic metre', 'half a cubic meter', '0.5 cubic metres', '0.5 cubic meters', '0.5 m3', 'half a cube'],
   f'{W}/type|kind|wood type|dryness|dried|quality': ['kiln-dried', 'kiln dried']}),
 ("Bump the sweep to the 10th, I'm away that first weekend.", ['update'],
  {CD: ['the 10th', '10th', 'October 10', 'October 10th', '10 October', 'the 10th of October', '10th of October']}),
 ("The logs should come after he's been, so the 12th.", ['new'],
  {f'{W}/date|day|when|delivery date|delivery day|delivery': ['the 12th', '12th', 'October 12', 'October 12th', '12 October',
                                                              'the 12th of October']}),
 ("Actually make it a full cubic metre, we ran out by February last year.", ['update'],
  {WA: ['a full cubic metre', 'a cubic metre', '1 cubic metre', 'full cubic metre', 'one cubic metre', '1 m3',
        'a full cubic meter', 'a cubic meter', '1 cubic meter', 'one cubic meter']}),
 ("What dates have I got for the sweep and the wood?", ['check'], {},
  dict(facts=['10th|October 10', '12th|October 12'], contradicts=['3rd', 'October 3'])),
])

B = 'broadband|internet|broadband switch|internet plan|broadband plan|internet connection|broadband deal|internet deal|switch'
BP = f'{B}/provider|company|supplier|isp|internet provider'
BS = f'{B}/speed|download speed|bandwidth|megabits|mbps'
BC = f'{B}/price|cost|monthly price|monthly cost|fee|monthly fee'
BD = f'{B}/installation date|install date|engineer visit|visit|installation|date|day|when|engineer'
sc('h5_broadband', 'Held-out 5 (issue 14): switching broadband', 'A because-clause opener, a leaning opener, a price with a '
   'tail, an elliptical term, three values swapped at once and taken back together, a holder after "in ... name", a check.', [
 ("Our internet keeps dropping out, so we're switching providers.", ['new'],
  {B: None, f'?{B}/reason|problem|issue|why': ['internet keeps dropping out', 'keeps dropping out', 'dropping out']}),
 ("Leaning towards Brightwave, their fibre deal.", ['new'],
  {BP: 'Brightwave', f'?{B}/plan|deal|package|type|technology': ['fibre', 'fibre deal', 'fiber', 'fiber deal']}),
 ("500 meg, £32 a month for the first year then £41.", ['new'],
  {BS: ['500 meg', '500 Mbps', '500', '500 megabit', '500 megabits', '500 mb'],
   BC: ['£32 a month for the first year then £41', '£32 a month', '£32', '32', '£32 a month for the first year',
        '£32 a month, then £41', '£32 then £41']}),
 ("18-month contract.", ['new'],
  {f'{B}/contract length|contract|length|term|duration|minimum term': ['18-month', '18 months', '18 month', '18-month contract']}),
 ("Engineer could come on the 22nd, sometime 8 till 1.", ['new'],
  {BD: ['the 22nd', '22nd'], f'{B}/time|window|time window|installation time|visit time|slot': [
      '8 till 1', '8 to 1', '8-1', '8 am to 1 pm', 'sometime 8 till 1', 'between 8 and 1']}),
 ("Hang on, Netlink does 900 meg for £36, let's go with them.", ['update'],
  {BP: 'Netlink', BS: ['900 meg', '900', '900 Mbps', '900 megabit', '900 megabits', '900 mb'], BC: ['£36', '36', '£36 a month']}),
 ("Ugh, their contract is two years. Go back to the first one.", ['update'],
  {BP: 'Brightwave', BS: ['500 meg', '500 Mbps', '500', '500 megabit', '500 megabits', '500 mb'],
   BC: ['£32 a month for the first year then £41', '£32 a month', '£32', '32', '£32 a month for the first year',
        '£32 a month, then £41', '£32 then £41']}),
 ("The account should be in my partner's name, Farah Haddad.", ['new'],
  {f'{B}/account holder|holder|account name|name|customer|account': ['Farah Haddad', 'Farah']}),
 ("Can the engineer do the 24th instead?", ['update'], {BD: ['the 24th', '24th']}),
 ("Which provider did we settle on, what's the monthly cost, and when's the engineer coming?", ['check'], {},
  dict(facts=['Brightwave', '32', '24th'], contradicts=['Netlink', '22nd', '36'])),
])

S = 'solar panels|solar|solar panel installation|solar installation|panels|solar quote|solar project|solar system'
SN = f'{S}/panels|number of panels|panel count|count|quantity|number|how many'
SC = f'{S}/price|cost|quote|total|total price'
SB = f'{S}/battery|home battery|battery option|battery price|battery cost'
sc('h5_solar', 'Held-out 5 (issue 14): solar panels on the garage', 'A we-have-been opener, three facts in one clause, an '
   'optional extra added and dropped, a count raised with its price, then taken back to the first count and price, a check.', [
 ("We've been getting quotes for solar panels on the garage roof.", ['new'],
  {S: None, f'?{S}/location|where|roof|place|site': ['the garage roof', 'garage roof', 'garage']}),
 ("The one we liked is from SunPeak: ten panels, $9,400 installed.", ['new'],
  {f'{S}/company|installer|provider|supplier|firm': 'SunPeak', SN: ['ten', '10', 'ten panels', '10 panels'],
   SC: ['$9,400', '9,400', '$9400', '9400', '$9,400 installed']}),
 ("We'd like their battery as well, that's another $3,000.", ['new'],
  {SB: ['$3,000', '3,000', '$3000', '3000', 'another $3,000']}),
 ("They can start June 9.", ['new'],
  {f'{S}/date|start date|start|day|when|install date|installation date': ['June 9', 'June 9th', '9 June']}),
 ("Let's go for twelve panels rather than ten, if they fit.", ['update'], {SN: ['twelve', '12', 'twelve panels', '12 panels']}),
 ("With twelve the price comes to $10,900.", ['update'], {SC: ['$10,900', '10,900', '$10900', '10900']}),
 ("On reflection, skip the battery for now.", ['update'], {SB: 'DEL'}),
 ("Turns out the roof only fits ten, so back to ten panels at the first price.", ['update'],
  {SN: ['ten', '10', 'ten panels', '10 panels'], SC: ['$9,400', '9,400', '$9400', '9400', '$9,400 installed']}),
 ("How many panels are we getting, for how much, and when do they start?", ['check'], {},
  dict(facts=['ten|10', '9,400|9400', 'June 9'], contradicts=['twelve', '12', '10,900'])),
])

R = 'riding lessons|riding|horse riding|horse riding lessons|lessons|riding lesson|lesson|riding school|pony lessons'
RS = f'{R}/student|rider|name|child|daughter|who|for|riders|students'
RD = f'{R}/day|days|when|date'
RT = f'{R}/time|start|start time'
sc('h5_riding', 'Held-out 5 (issue 14): riding lessons for a daughter', 'A story opener, a place with a day, an elliptical '
   'length and price, a name, an item needed, a day moved with a new time, a rider added with "for" and removed, a check.', [
 ("My daughter's been begging to learn to ride, so I've been looking at stables near us.", ['new'],
  {R: None, f'?{RS}': ['my daughter', 'daughter']}),
 ("Meadowbrook Stables do beginner lessons on Saturday mornings.", ['new'],
  {f'{R}/stables|stable|school|riding school|place|location|venue|where': ['Meadowbrook Stables', 'Meadowbrook'],
   RD: ['Saturday mornings', 'Saturdays', 'Saturday', 'Saturday morning'], f'?{R}/level|type|kind': ['beginner', 'beginners']}),
 ("Half an hour each, £28 a go.", ['new'],
  {f'{R}/duration|length|lesson length|how long': ['half an hour', '30 minutes', '30 min', 'half an hour each'],
   f'{R}/price|cost|fee|rate': ['£28 a go', '£28', '28', '£28 per lesson', '£28 each']}),
 ("Her name's Isla, she's nine.", ['new'], {f'?{RS}': 'DEL', RS: 'Isla', f'?{R}/age': ['nine', '9']}),
 ("Hats are provided but she'll need boots.", ['new'], {f'{R}/boots|riding boots|boot': None}),
 ("They've moved the beginners to Sunday at 10.", ['new', 'update'],
  {RD: ['Sunday', 'Sundays'], RT: ['10', '10 am', '10:00', '10:00 am']}),
 ("Her friend Maya wants to come too, so book it for Isla and Maya.", ['update'], {RS: ['Isla and Maya', 'Isla, Maya']}),
 ("Maya's mum said no, so just Isla after all.", ['update'], {RS: 'Isla'}),
 ("Could we make it 11 rather than 10?", ['update'], {RT: ['11', '11 am', '11:00', '11:00 am']}),
 ("What day and time is Isla riding, and what do we still need to buy?", ['check'], {},
  dict(facts=['Sunday', '11', 'boots'], contradicts=['Saturday', 'Maya', '10'])),
])

K = 'chess tournament|tournament|chess|chess event|rapid tournament|chess competition|rapid chess tournament'
KP = f'{K}/players|number of players|player count|size|entrants|participants|count|cap|player cap|max players'
KR = f'{K}/rounds|number of rounds|round count|round'
L = 'chess clocks|clocks|clock|clock order|new clocks|chess clock|buy clocks|clock purchase'
sc('h5_chess', 'Held-out 5 (issue 14): a club chess tournament', 'An organising opener, elliptical facts, a fee in slang, '
   'two values raised at once, a second task from a need, a numbers answer, a value taken back, a check over both tasks.', [
 ("I'm organising a rapid chess tournament at our club.", ['new'],
  {K: None, f'?{K}/venue|place|location|where|club': ['our club', 'club', 'the club']}),
 ("Sixteen players, Swiss system, five rounds.", ['new'],
  {KP: ['sixteen', '16', 'sixteen players', '16 players'], f'{K}/format|system|pairing|pairings|type': ['Swiss system', 'Swiss'],
   KR: ['five', '5', 'five rounds', '5 rounds']}),
 ("Fifteen minutes a side plus ten seconds.", ['new'],
  {f'{K}/time control|clock|time limit|timing|control': ['fifteen minutes a side plus ten seconds', '15+10', '15 + 10',
                                                        '15 minutes plus 10 seconds', '15 minutes a side plus 10 seconds',
                                                        'fifteen minutes plus ten seconds']}),
 ("Entry's a fiver for members, eight quid for everyone else.", ['new'],
  {f'{K}/entry fee|fee|price|cost|entry|entry price': ['a fiver for members, eight quid for everyone else',
                                                      '£5 for members, £8 for everyone else', '£5 members, £8 non-members',
                                                      '£5 for members and £8 for non-members', '£5 and £8', '£5, £8']}),
 ("Twenty have signed up already, so raise the cap to 20 and make it six rounds.", ['update'],
  {KP: ['20', 'twenty', '20 players'], KR: ['six', '6', 'six rounds', '6 rounds']}),
 ("We'll need more clocks then, the club only has eight.", ['new'],
  {L: None, f'?{L}/have|owned|current|existing|club has|in stock': ['eight', '8']}),
 ("Two more should do. The DGT ones are €40 each.", ['new'],
  {f'{L}/quantity|number|count|how many|amount': ['two', '2', 'two more', '2 more'],
   f'{L}/price|cost|price each|unit price': ['€40 each', '€40', '40', '40 euros'],
   f'?{L}/brand|model|type|make': ['DGT', 'the DGT ones']}),
 ("Scratch the six rounds, five is plenty for a rapid.", ['update'], {KR: ['five', '5', 'five rounds', '5 rounds']}),
 ("Remind me: how many players, how many rounds, and how many clocks am I buying?", ['check'], {},
  dict(facts=['20|twenty', 'five|5', 'two|2'], contradicts=['sixteen', '16', 'six'])),
])

Y = 'yard sale|garage sale|sale|yard sale prep|the yard sale'
YD = f'{Y}/date|day|when|weekend'
sc('h5_yardsale', 'Held-out 5 (issue 14): a yard sale', 'A thinking-about opener, items listed after a colon, hours without '
   'am/pm, an item from a neighbour, one kept back, one added, a date slid and taken back, a needless item, a check.', [
 ("Thinking about doing a yard sale the first weekend of May.", ['new'],
  {Y: None, YD: ['the first weekend of May', 'first weekend of May', 'first weekend in May', 'the first weekend in May']}),
 ("Stuff to go: the kids' old bikes, a crib, and about ten boxes of books.", ['new'],
  {f'{Y}/bikes|old bikes|kids bikes|bike|the kids old bikes': None, f'{Y}/crib|cot': None,
   f'{Y}/books|boxes of books|book|ten boxes of books': None}),
 ("We'll run it 8 till 2.", ['new'],
  {f'{Y}/hours|time|times|opening hours': ['8 till 2', '8 to 2', 'from 8 to 2', '8-2', '8 am to 2 pm', '8:00 to 14:00']}),
 ("My neighbour Dev wants to put his lawnmower in too.", ['new'], {f'{Y}/lawnmower|lawn mower|mower|dev lawnmower': None}),
 ("Hang on to the crib actually, my sister's expecting.", ['update'], {f'{Y}/crib|cot': 'DEL'}),
 ("Oh, and the rowing machine nobody uses can go as well.", ['new'], {f'{Y}/rowing machine|rower': None}),
 ("Rain's forecast, let's slide it back a week.", ['update'],
  {YD: ['the second weekend of May', 'second weekend of May', 'second weekend in May', 'the second weekend in May',
        'a week later']}),
 ("Forget I said that, the forecast has cleared.", ['update'],
  {YD: ['the first weekend of May', 'first weekend of May', 'first weekend in May', 'the first weekend in May']}),
 ("I don't need a permit, I checked with the council.", [], {}),
 ("What's going in the sale, and which weekend is it?", ['check'], {},
  dict(facts=['bikes', 'books', 'lawnmower|lawn mower|mower', 'rowing machine|rower', 'first weekend'], contradicts=['crib', 'second weekend'])),
])

F = 'kit order|kits|football kits|team kit|team kits|kit|shirts|jerseys|uniforms|order|football kit order'
FQ = f'{F}/quantity|number|count|how many|kits|number of kits|squad size|players'
sc('h5_kit', 'Held-out 5 (issue 14): new kits for a football team', 'A possessive-subject opener, a copular design, a count '
   'announced then given as a bare number, an elliptical extra, a supplier with a price tail, a count revised, a check.', [
 ("Our under-10s football team needs new kits before the season.", ['new'],
  {F: None, f'?{F}/team|for|who|club': ['under-10s', 'under-10s football team', 'our under-10s football team', 'under 10s']}),
 ("Colours are going to be green and white stripes.", ['new'],
  {f'{F}/colour|colours|color|colors|design|pattern': ['green and white stripes', 'green and white', 'green and white striped',
                                                       'green, white stripes']}),
 ("I need to count the squad first.", [], {}),
 ("14.", ['new'], {FQ: ['14', 'fourteen']}),
 ("Plus two keeper tops.", ['new'],
  {f'{F}/goalkeeper tops|keeper tops|goalkeeper kits|goalkeeper shirts|keeper kits|keeper shirts|goalkeeper': ['two', '2']}),
 ("Supplier is Kickoff Sports, £22 a kit with names and numbers printed.", ['new'],
  {f'{F}/supplier|company|shop|vendor|provider|store': 'Kickoff Sports',
   f'{F}/price|cost|price per kit|unit price|price each': ['£22 a kit', '£22', '22', '£22 a kit with names and numbers printed',
                                                          '£22 each', '£22 per kit'],
   f'?{F}/printing|names and numbers|print|personalisation|personalization': None}),
 ("Sorry, two new kids joined on Tuesday, make that 16.", ['update'], {FQ: ['16', 'sixteen']}),
 ("We need them by the 28th for the first match.", ['new'],
  {f'{F}/deadline|by|due|due date|needed by|date|when|delivery date': ['the 28th', '28th', 'by the 28th']}),
 ("How many kits are we ordering, and who from?", ['check'], {},
  dict(facts=['16|sixteen', 'Kickoff'], contradicts=['14', 'fourteen'])),
])

M = 'phone plan|mobile plan|plan|mobile contract|phone contract|contract|sim|sim only|sim plan|tariff|mobile phone plan'
MD = f'{M}/data|data allowance|allowance|gb|gigabytes'
MC = f'{M}/price|cost|monthly price|monthly cost|fee|monthly fee'
N = 'new phone|phone|handset|phone purchase|smartphone|mobile phone|new handset'
sc('h5_phone', 'Held-out 5 (issue 14): a new phone plan and a new phone', "A situation opener with a wish, an elliptical "
   "allowance, an offer as fact, an upgrade with its price in a pronoun, taken back, a second task, a needless item, a check.", [
 ("My phone contract ends next week and I'd like something cheaper.", ['new'],
  {M: None, f'?{M}/end date|ends|contract end|deadline|when|end': ['next week']}),
 ("Ideally SIM-only, 30 gig of data.", ['new'],
  {f'?{M}/type|kind|plan type': ['SIM-only', 'SIM only'],
   MD: ['30 gig', '30 GB', '30', '30 gig of data', '30GB', '30 gigs']}),
 ("Orbit Mobile has one at £18 a month, no contract.", ['new'],
  {f'{M}/provider|network|carrier|company|operator': ['Orbit Mobile', 'Orbit'],
   MC: ['£18 a month', '£18', '18', '£18 a month, no contract', '£18 per month'],
   f'?{M}/contract length|term|length|commitment': ['no contract', 'none', 'rolling', 'monthly']}),
 ("Actually unlimited data would be better, the kids hotspot off me.", ['update'], {MD: ['unlimited', 'unlimited data']}),
 ("That's £25 with them.", ['update'], {MC: ['£25', '25', '£25 a month']}),
 ("Nah, too much. Go back to the 30 gig one.", ['update'],
  {MD: ['30 gig', '30 GB', '30', '30 gig of data', '30GB', '30 gigs'],
   MC: ['£18 a month', '£18', '18', '£18 a month, no contract', '£18 per month']}),
 ("My screen's cracked as well, so I'm after a new phone, nothing fancy.", ['new'],
  {N: None, f'?{N}/type|kind|style|spec|specs': ['nothing fancy', 'basic', 'cheap']}),
 ("Under 200 quid, and it has to have a headphone jack.", ['new'],
  {f'{N}/budget|price|max price|price limit|cost|limit': ['under 200 quid', 'under £200', '£200', '200', '200 quid'],
   f'{N}/headphone jack|jack|feature|features|requirement|requirements|must have': None}),
 ("I don't need a case, I've got loads.", [], {}),
 ("So which plan am I going with, and what's my budget for the phone?", ['check'], {},
  dict(facts=['Orbit', '30', '18', '200'], contradicts=['unlimited', '25'])),
])

G = 'rehearsal|rehearsal room|rehearsal studio|studio booking|rehearsal booking|practice|band practice|band rehearsal'
GD = f'{G}/day|date|when'
GR = f'{G}/room|room name|studio room'
GC = f'{G}/rate|price|cost|hourly rate|fee'
P = 'posters|poster printing|gig posters|poster|printing|print posters|poster order'
sc('h5_rehearsal', 'Held-out 5 (issue 14): band rehearsal and gig posters', 'A need opener, many facts in one clause, '
   'a rate, a backline item, a day shifted with a reason, a room and rate swapped, the original booking restored, '
   'a second task, a check over both tasks.', [
 ("The band needs a rehearsal room the week before our gig.", ['new'],
  {G: None, f'?{G}/purpose|for|reason|gig|occasion': ['our gig', 'gig', 'the gig', 'before our gig']}),
 ("Soundhouse has Room B free Thursday evening, 7 till 10.", ['new'],
  {f'{G}/studio|venue|place|studio name|name|where': 'Soundhouse', GR: ['Room B', 'B'],
   GD: ['Thursday', 'Thursday evening'],
   f'{G}/time|slot|time slot|times': ['7 till 10', '7 to 10', '7-10', '7 pm to 10 pm', '19:00 to 22:00', 'evening, 7 till 10']}),
 ("Three hours at £15 an hour.", ['new'],
  {GC: ['£15 an hour', '£15', '15', '£15 per hour'], f'?{G}/duration|length|hours|how long': ['three hours', '3 hours']}),
 ("We'll want their drum kit too, ours is being repaired.", ['new'], {f'{G}/drum kit|drums|kit|drum kit hire': None}),
 ("Sam and Odile can't do Thursday, can we shift it to Friday?", ['update'], {GD: ['Friday', 'Friday evening']}),
 ("Friday they've only got Room D, which is bigger, £18 an hour.", ['update'],
  {GR: ['Room D', 'D'], GC: ['£18 an hour', '£18', '18', '£18 per hour']}),
 ("Forget Friday, we'll keep the original booking and Sam and Odile can come late.", ['update'],
  {GD: ['Thursday', 'Thursday evening'], GR: ['Room B', 'B'], GC: ['£15 an hour', '£15', '15', '£15 per hour']}),
 ("We also have to get posters printed for the gig.", ['new'], {P: None}),
 ("Fifty A3 from the copy shop on Mill Lane.", ['new'],
  {f'{P}/quantity|number|count|how many|amount': ['fifty', '50'], f'{P}/size|paper size|format': 'A3',
   f'{P}/shop|place|printer|where|copy shop|location|print shop': ['the copy shop on Mill Lane', 'copy shop on Mill Lane',
                                                                   'Mill Lane', 'copy shop']}),
 ("When's rehearsal, which room are we in, and how many posters?", ['check'], {},
  dict(facts=['Thursday', 'Room B', '50|fifty'], contradicts=['Friday', 'Room D'])),
])

H = 'hens|chickens|backyard chickens|backyard hens|getting hens|chicken keeping|flock|keeping hens|rescue hens'
HN = f'{H}/number|count|how many|quantity|hens|number of hens'
O = 'coop|chicken coop|henhouse|hen house|coop delivery|coop purchase|new coop'
OD = f'{O}/delivery|delivery day|delivery date|day|date|when|arrives|arrival'
sc('h5_hens', 'Held-out 5 (issue 14): keeping hens', 'A wish opener without a verb of doing, an elliptical count and source, '
   'a second task with a price and day, a date relative to it, a count raised and taken back, supplies added, '
   '"I don\'t need" for an item in memory, a check over both tasks.', [
 ("We've wanted a few hens in the back garden for ages.", ['new'],
  {H: None, f'?{H}/where|location|place|garden': ['the back garden', 'back garden']}),
 ("Three to start with, from the rescue place in Wexley.", ['new'],
  {HN: ['three', '3'], f'{H}/source|from|where from|rescue|supplier|seller|pickup place': [
      'the rescue place in Wexley', 'rescue place in Wexley', 'Wexley', 'rescue', 'the rescue in Wexley']}),
 ("The coop is a flat-pack one, €240, arriving Wednesday.", ['new'],
  {O: None, f'{O}/price|cost': ['€240', '240', '240 euros'], OD: 'Wednesday',
   f'?{O}/type|kind|flat-pack|style': ['flat-pack', 'flat pack']}),
 ("We'll collect the girls the Saturday after it's built.", ['new'],
  {f'{H}/pickup|collection|collection date|pickup date|collect|date|day|when': [
      'the Saturday after', 'Saturday', "the Saturday after it's built", 'the Saturday after the coop is built']}),
 ("Make it four hens, my son wants one of his own.", ['update'], {HN: ['four', '4']}),
 ("The coop's been delayed till Friday.", ['update'], {OD: 'Friday'}),
 ("We need feed and a water drinker.", ['new'], {f'{H}/feed|chicken feed|food': None,
                                                  f'{H}/drinker|water drinker|waterer|water': None}),
 ("Never mind the fourth one, my son's gone off the idea.", ['update'], {HN: ['three', '3']}),
 ("I don't need a drinker after all, the coop comes with one.", ['update'], {f'{H}/drinker|water drinker|waterer|water': 'DEL'}),
 ("How many hens are we getting, when does the coop arrive, and what do I still need to buy?", ['check'], {},
  dict(facts=['three|3', 'Friday', 'feed'], contradicts=['four', 'Wednesday', 'drinker'])),
])
