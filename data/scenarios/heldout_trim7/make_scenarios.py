"""Write the seventh held-out TRIM scenarios (issue 14, session 4, third blind set) from a compact form: each turn
sets/deletes gold paths."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (session 4, third blind set) by a writer who did not see the rules, before any classifier "
       "ran on it; eight conversations in domains used nowhere else; never to be edited after the first run.")
sc = writer(sys.argv[1], 'held_out', SRC)

M = ('mortgage|mortgage application|home loan|first mortgage|mortgage for the flat|flat purchase|buying a flat|'
     'house purchase|mortgage deal|loan|property purchase|flat')
MD = f'{M}/deposit|deposit amount|savings|down payment'
MR = f'{M}/rate|interest rate|interest|apr|mortgage rate'
MT = f'{M}/term|mortgage term|length|duration|repayment term|years|loan term|repayment period'
sc('h7_mortgage', 'Held-out 7 (issue 14): a mortgage for a first flat', 'An opener starting with a discourse word, a '
   'price as a copular fact, a deposit, a lender with a rate and a fixed period in a verbless clause, an elliptical '
   'term, a deposit raised by a gift, a new rate given elliptically, a term stretched then put back without a value, '
   'a check.', [
 ("So we're finally buying a flat and I need to sort out a mortgage.", ['new'],
  {M: None, f'?{M}/property|what|for|purchase|buying': ['a flat', 'flat']}),
 ("The flat's on at 285,000.", ['new'],
  {f'{M}/price|property price|purchase price|asking price|flat price|cost|value|house price': [
      '285,000', '£285,000', '285000', '£285000', '285k', '£285k']}),
 ("We've scraped together a 30k deposit between us.", ['new'],
  {MD: ['30k', '£30k', '30,000', '£30,000', '30000', 'a 30k deposit', '30k deposit']}),
 ("Broker reckons Halden Building Society, 4.6% fixed for five years.", ['new'],
  {f'{M}/lender|bank|provider|building society|mortgage lender|mortgage provider': ['Halden Building Society',
                                                                                    'Halden'],
   MR: ['4.6%', '4.6% fixed', '4.6 percent', '4.6', '4.6 per cent'],
   f'{M}/fixed period|fixed term|fix|fixed for|deal length|deal period|fixed rate period|product term|fixed rate': [
       'five years', '5 years', 'five-year fix', '5-year fix', 'five year', '5 year', 'fixed for five years',
       'fixed for 5 years'],
   f'?{M}/rate type|type|product type|mortgage type': ['fixed', 'fixed rate']}),
 ("Over 30 years.", ['new'], {MT: ['30 years', 'thirty years', '30', 'over 30 years']}),
 ("My parents have just offered to gift us 15,000, so the deposit's 45 now.", ['update'],
  {MD: ['45k', '45', '£45k', '45,000', '£45,000', '45000'],
   f'?{M}/gift|gifted deposit|parental gift|gift from parents|family gift': ['15,000', '£15,000', '15k', '15000']}),
 ("With 45 down Halden can do 4.35.", ['update'], {MR: ['4.35%', '4.35', '4.35% fixed', '4.35 percent',
                                                         '4.35 per cent']}),
 ("Can we stretch the term to 35? It'd keep the monthly payments down.", ['update'],
  {MT: ['35 years', 'thirty-five years', '35', 'thirty five years']}),
 ("No, forget that, we'd pay loads more interest overall. Leave it as it was.", ['update'],
  {MT: ['30 years', 'thirty years', '30', 'over 30 years']}),
 ("What rate are we getting, how big is the deposit and how many years is the mortgage over?", ['check'], {},
  dict(facts=['4.35', '45', '30'], contradicts=['4.6', '4.6%', '35 years', '30k'])),
])

I = ('interview|job interview|second-round interview|second round interview|interview at Corbel|Corbel interview|'
     'Corbel Logistics interview|interview for Ines|Ines interview|Ines\'s interview|interview prep|'
     'interview preparation|junior analyst interview')
IT = f'{I}/time|start|start time|interview time'
P = ('presentation|ten minute presentation|10 minute presentation|interview presentation|talk|slides|'
     'presentation on cutting delivery costs|delivery costs presentation|preparing a presentation|prepare presentation|'
     'presentation prep|Ines presentation')
PL = f'{P}/length|duration|how long|time|minutes|time limit|max length'
PC = f'{P}/points|sections|content|contents|structure|topics|cover|covers|things to cover|parts|outline'
sc('h7_interview', 'Held-out 7 (issue 14): a daughter\'s job interview and its presentation', 'A third-person '
   'opener with a company and a role, a day with a time to come, the time as a bare 24-hour number, a format in a '
   'negated contrast, a second task from an obligation, a time moved without am/pm, a three-item list, one item cut '
   'and another added in the same turn, a length lowered elliptically, a check over both tasks.', [
 ("My daughter Ines has got a second-round interview at Corbel Logistics for their junior analyst job.", ['new'],
  {I: None, f'{I}/company|employer|firm|organisation|organization|business': ['Corbel Logistics', 'Corbel'],
   f'{I}/role|job|position|post|job title|vacancy': ['junior analyst', 'the junior analyst job', 'junior analyst job',
                                                    'junior analyst role', 'their junior analyst job'],
   f'?{I}/for|candidate|who|person|applicant': ['Ines', 'my daughter', 'my daughter Ines', 'daughter'],
   f'?{I}/round|stage': ['second round', 'second-round', '2nd round', 'second']}),
 ("It's next Tuesday, she's waiting on a time.", ['new'], {f'{I}/date|day|when|interview date': ['next Tuesday',
                                                                                                  'Tuesday']}),
 ("14:30.", ['new'], {IT: ['14:30', '2:30', '2:30 pm', 'half two', '2.30 pm', '14.30', '2:30pm']}),
 ("On video, not in person.", ['new'],
  {f'{I}/format|type|mode|how|medium|interview format|interview type|setting|location|venue|where': [
      'video', 'on video', 'video call', 'online', 'remote', 'video interview']}),
 ("She's also got to prepare a ten minute presentation on cutting delivery costs.", ['new'],
  {P: None, PL: ['ten minutes', '10 minutes', 'ten minute', '10 min', '10 mins', '10 minute'],
   f'{P}/topic|subject|title|about|theme|on': ['cutting delivery costs', 'delivery costs', 'on cutting delivery costs',
                                              'reducing delivery costs']}),
 ("They've asked to move her to 4, same day.", ['update'],
  {IT: ['4', '4 pm', '4:00', '4:00 pm', '16:00', '4pm', "4 o'clock", '16.00']}),
 ("Her slides are going to cover three things: fuel, routing and packaging.", ['new'],
  {PC: ['fuel, routing and packaging', 'fuel, routing, packaging', 'three things: fuel, routing and packaging']}),
 ("Drop packaging, there isn't time. Put warehouse staffing in instead.", ['update'],
  {PC: ['fuel, routing and warehouse staffing', 'fuel, routing, warehouse staffing', 'fuel, routing and staffing',
        'fuel, routing, staffing']}),
 ("And now they've said 8 minutes max for the talk.", ['update'],
  {PL: ['8 minutes', 'eight minutes', '8 minutes max', '8 min', '8 mins', 'eight minutes max', '8 minute',
        '8 minutes maximum']}),
 ("When's she on, and how long has the presentation got to be?", ['check'], {},
  dict(facts=['Tuesday', '4|16:00', '8|eight'], contradicts=['14:30', 'ten minutes', '10 minutes', 'ten minute'])),
])

B = ('beer|home brew|homebrew|home brewing|home-brew|brewing|brewing beer|batch|first batch|beer batch|brew|'
     'pale ale|brewing a pale ale|beer brewing|batch of beer|brew day|own beer|brewing my own beer|brew kit')
BH = f'{B}/hops|hop|hop varieties|hop choice|hop variety'
BV = f'{B}/volume|batch size|size|litres|liters|quantity|amount|capacity|yield|how much'
sc('h7_brewing', 'Held-out 7 (issue 14): brewing a first batch of beer', 'A question opener with a wish, a style '
   'as a fragment, a kit with a shop, a price in pence and a volume, hops listed then extended, two durations in one '
   'turn, a day with a time without am/pm, a volume halved with a reason, one item cut from the list, a check.', [
 ("How hard is it to brew your own beer? I've fancied doing a batch for ages.", ['new'], {B: None}),
 ("A pale ale, something hoppy.", ['new'],
  {f'{B}/style|type|beer|kind|beer style|beer type|what': ['a pale ale', 'pale ale', 'hoppy pale ale',
                                                          'pale ale, something hoppy', 'a hoppy pale ale']}),
 ("The starter kit at Barrel & Bung is £54.99 and makes 23 litres.", ['new'],
  {f'{B}/supplier|shop|from|store|seller|where|retailer': ['Barrel & Bung', 'Barrel and Bung'],
   f'{B}/price|cost|kit price|kit cost|starter kit price|starter kit cost': ['£54.99', '54.99', '54.99 pounds'],
   BV: ['23 litres', '23 l', '23', '23 liters', '23L', '23 litre'],
   f'?{B}/kit|starter kit|equipment': None}),
 ("Hops-wise I'm going with Citra and Cascade.", ['new'], {BH: ['Citra and Cascade', 'Citra, Cascade']}),
 ("Bit of Mosaic in there too.", ['update'],
  {BH: ['Citra, Cascade and Mosaic', 'Citra, Cascade, Mosaic', 'Citra and Cascade and Mosaic']}),
 ("Fermenting takes about two weeks, then another two in the bottles.", ['new'],
  {f'{B}/fermentation|fermenting|fermentation time|ferment|primary|fermentation period|fermenting time': [
      'about two weeks', 'two weeks', '2 weeks', 'about 2 weeks'],
   f'{B}/conditioning|bottle conditioning|bottling|in bottles|conditioning time|bottle time|in the bottles': [
       'another two', 'two weeks', '2 weeks', 'another two weeks', 'another two in the bottles', 'two more weeks',
       'another 2 weeks']}),
 ("Brew day's Saturday, starting around 9.", ['new'],
  {f'{B}/date|day|when|brewing day|brew date': ['Saturday'],
   f'{B}/start|start time|time|brew time': ['around 9', '9', '9 am', '9:00', 'about 9', '9am']}),
 ("Half the batch, actually, I haven't got room for 23 litres.", ['update'],
  {BV: ['11.5 litres', '11.5 l', '11.5', 'half', 'half the batch', 'half batch', '11.5 liters', '11.5L',
        'half a batch']}),
 ("Scratch the Mosaic, it's sold out everywhere.", ['update'], {BH: ['Citra and Cascade', 'Citra, Cascade']}),
 ("Which hops am I using, how many litres am I making, and when's brew day?", ['check'], {},
  dict(facts=['Citra', 'Cascade', '11.5|half', 'Saturday'], contradicts=['Mosaic', '23 litres', '23 l'])),
])

R = ('memorial bench|bench|bench for Grandad|bench for Grandad Alf|memorial bench for Grandad|'
     'memorial bench for Grandad Alf|Grandad\'s bench|bench dedication|dedicated bench|memorial|park bench|'
     'bench in Wick Park|memorial bench in Wick Park')
RM = f'{R}/material|wood|bench material|type|made of|bench type'
RP = f'{R}/price|cost|fee|charge|total|quote'
RW = f'{R}/wording|inscription|text|plaque wording|plaque text|words|message|plaque inscription'
U = ('unveiling|unveiling ceremony|ceremony|dedication|dedication ceremony|gathering|get-together|get together|'
     'bench unveiling|unveiling the bench|little get-together')
UD = f'{U}/date|day|when'
sc('h7_bench', 'Held-out 7 (issue 14): a memorial bench for a grandad', 'A wish opener with a place and a name after '
   '"for", a price with its term through the council, two materials in a verbless clause, a quoted inscription, '
   'a spot chosen by a third person, an inscription edited by a word, a second task with a date and a time without '
   'am/pm, the date moved keeping the time, a material swapped with a price cut, a check over both tasks.', [
 ("We'd like to put a memorial bench in Wick Park for Grandad Alf.", ['new'],
  {R: None, f'{R}/location|where|park|place|site': ['Wick Park', 'in Wick Park'],
   f'?{R}/for|in memory of|who|person|dedicated to|memorial for|in memory': ['Grandad Alf', 'Grandad', 'Alf']}),
 ("The council's parks team does them, it's £1,200 for ten years.", ['new'],
  {RP: ['£1,200', '1,200', '1200', '£1200', '£1,200 for ten years', '£1,200 for 10 years'],
   f'{R}/duration|period|term|length|lease|how long|years|lasts': ['ten years', '10 years', 'for ten years'],
   f'?{R}/organiser|provider|who|council|contact|through|supplier|organizer': [
       'the council', 'council', "the council's parks team", 'parks team', 'the parks team']}),
 ("Hardwood, with a brass plaque.", ['new'],
  {RM: ['hardwood', 'wood'], f'{R}/plaque|plaque material|plaque type': ['brass', 'a brass plaque', 'brass plaque']}),
 ("Wording: 'Alf Barker, 1938 to 2024, who loved this view'.", ['new'],
  {RW: ["'Alf Barker, 1938 to 2024, who loved this view'", 'Alf Barker, 1938 to 2024, who loved this view',
        'Alf Barker 1938 to 2024 who loved this view', 'Alf Barker, 1938-2024, who loved this view']}),
 ("Mum's picked the spot by the pond.", ['new'],
  {f'{R}/spot|position|exact spot|placement|exact location|which spot|pitch': ['by the pond', 'the pond', 'pond',
                                                                              'the spot by the pond']}),
 ("End it with 'who loved this place' rather than 'view'.", ['update'],
  {RW: ["'Alf Barker, 1938 to 2024, who loved this place'", 'Alf Barker, 1938 to 2024, who loved this place',
        'Alf Barker 1938 to 2024 who loved this place', 'Alf Barker, 1938-2024, who loved this place']}),
 ("We'll have a little get-together to unveil it on his birthday, 14 May, at 11.", ['new'],
  {U: None, UD: ['14 May', 'his birthday, 14 May', 'May 14', '14th May', 'May 14th', 'the 14th of May'],
   f'{U}/time|start|start time': ['11', '11 am', '11:00', "11 o'clock", '11am', '11:00 am'],
   f'?{U}/occasion|why|reason': ['his birthday', 'birthday', "Grandad's birthday"]}),
 ("Parks can't install it before June, so the unveiling will have to be 7 June; keep the time.", ['update'],
  {UD: ['7 June', 'June 7', '7th June', 'the 7th of June', 'June 7th'],
   f'?{R}/installation|install date|installation date|fitting|install|installed': [
       'June', 'not before June', 'from June', 'in June', 'after June']}),
 ("They do one in recycled plastic that never rots, let's have that, it's £200 cheaper too.", ['update'],
  {RM: ['recycled plastic', 'plastic'], RP: ['£1,000', '1,000', '1000', '£1000', '£1,000 for ten years',
                                             '£1,000 for 10 years']}),
 ("What's going on the plaque, what's the bench made of, and when are we unveiling it?", ['check'], {},
  dict(facts=['this place', 'plastic', '7 June|June 7|7th June|June 7th|7th of June'],
       contradicts=['hardwood', '14 May', 'May 14', '1,200', 'this view'])),
])

T = ('portrait|pet portrait|dog portrait|painting|portrait of Biscuit|painting of Biscuit|portrait commission|'
     'commission|painting of the dog|portrait of the dog|dog painting|present|gift|portrait for Mum|'
     'painting for Mum|Christmas present|Christmas present for Mum|Biscuit portrait|spaniel portrait|'
     'painting of our spaniel|watercolour of Biscuit|Biscuit painting')
TS = f'{T}/size|paper size|format|dimensions|painting size'
TP = f'{T}/price|cost|fee|quote|total|painting price'
TF = f'{T}/framing|frame|frame price|framing cost|frame cost|framing price'
sc('h7_portrait', 'Held-out 7 (issue 14): a painting of the family dog as a present', 'A wish opener with a name '
   'after "for" and an occasion, an artist with a medium in an aside, a size with its price in a relative clause, '
   'an extra cost as a verbless copula, a count, a size lowered by a question, the new price as a bare fragment, '
   'a date from a situation, an extra removed with a reason, a check.', [
 ("I'd love to get a painting of our old spaniel Biscuit done for Mum, for Christmas.", ['new'],
  {T: None, f'{T}/for|recipient|gift for|to|who for': ['Mum', 'for Mum'],
   f'{T}/occasion|deadline|by|when|for when|due|due date': ['Christmas', 'for Christmas'],
   f'?{T}/subject|dog|pet|of|sitter': ['Biscuit', 'our old spaniel Biscuit', 'spaniel Biscuit', 'old spaniel Biscuit',
                                       'our spaniel Biscuit']}),
 ("Found an artist on Instagram, Noor Haddad, she does watercolours.", ['new'],
  {f'{T}/artist|painter|who|maker|by|painted by': ['Noor Haddad', 'Noor'],
   f'{T}/medium|style|paint|type|technique|kind': ['watercolour', 'watercolours', 'watercolor', 'watercolors']}),
 ("A3, which she charges £260 for.", ['new'], {TS: ['A3'], TP: ['£260', '260', '260 pounds']}),
 ("Framing's another 45.", ['new'], {TF: ['45', '£45', 'another 45', '45 pounds', 'another £45']}),
 ("She needs clear photos of him to work from, I've sent her five.", ['new'],
  {f'{T}/photos|number of photos|pictures|references|reference photos|photographs|photos sent': [
      'five', '5', 'five photos', '5 photos', 'clear photos', 'five clear photos']}),
 ("Could we go down to A4? Mum's wall isn't that big.", ['update'], {TS: ['A4']}),
 ("180 for that size.", ['update'], {TP: ['£180', '180', '180 pounds']}),
 ("She's booked up till November, so it'll be done the first week of December.", ['new'],
  {f'{T}/ready|ready date|completion|completion date|delivery|finish date|done by|finished|done|date|ready by': [
      'the first week of December', 'first week of December', 'early December', 'first week in December']}),
 ("No frame after all, Mum will want to choose her own.", ['update'], {TF: 'DEL'}),
 ("So what size is it, what's it costing me, and when will it be ready?", ['check'], {},
  dict(facts=['A4', '180', 'first week of December|first week in December|early December'],
       contradicts=['A3', '260', '45'])),
])

E = ('exchange student|hosting an exchange student|exchange|student exchange|hosting|host student|French exchange|'
     'French exchange student|hosting a student|exchange visit|Lucie|Lucie\'s stay|hosting Lucie|homestay|'
     'hosting a French exchange student|French student|student')
EA = f'{E}/arrival|arrival date|arrives|arriving|lands|landing|arrive'
ED = f'{E}/diet|dietary|dietary requirements|food|dietary needs|diet needs|eats|eating'
A = ('aquarium|aquarium trip|aquarium visit|trip to the aquarium|day out|outing|visit to the aquarium|'
     'aquarium outing|aquarium day out')
sc('h7_exchange', 'Held-out 7 (issue 14): hosting an exchange student', 'A plan opener with an organiser and a month, '
   'a name and an age as copulas, two dates in one elliptical turn, two dietary facts, an age as a bare number after '
   'a deferral, a second task carried by another person, prices with a condition tail, a date moved by the airline, '
   'a diet revised through a negation, a check over both tasks.', [
 ("We're going to host a French exchange student through the school in April.", ['new'],
  {E: None, f'{E}/when|dates|month|date|period|time|stay': ['April', 'in April'],
   f'?{E}/through|organiser|via|organised by|school|organizer': ['the school', 'school', 'through the school'],
   f'?{E}/nationality|from|country|where from': ['French', 'France']}),
 ("Her name's Lucie, I'll have to check how old she is.", ['new'],
  {f'{E}/name|student|student name|who|guest|student\'s name': ['Lucie']}),
 ("15.", ['new'], {f'{E}/age|how old|student age': ['15', 'fifteen', '15 years old']}),
 ("Arrives the 6th, flies home the 16th.", ['new'],
  {EA: ['the 6th', '6th', '6 April', 'April 6', '6th April', 'April 6th'],
   f'{E}/departure|departure date|leaves|flies home|leaving|return|return date|goes home|flight home|departs': [
       'the 16th', '16th', '16 April', 'April 16', '16th April', 'April 16th']}),
 ("She's vegetarian and allergic to nuts.", ['new'],
  {ED: ['vegetarian'], f'{E}/allergies|allergy|allergic to|allergens': ['nuts', 'nut allergy', 'nut', 'allergic to nuts']}),
 ("Mattie wants to take her to the aquarium on the Saturday.", ['new'],
  {A: None, f'{A}/day|date|when': ['the Saturday', 'Saturday', 'on the Saturday'],
   f'?{A}/who|with|people|going|taking her|companion|host': ['Mattie', 'Mattie and Lucie', 'Lucie and Mattie']}),
 ("Tickets are £18.50 each, or £12 for under 16s.", ['new'],
  {f'{A}/price|cost|ticket price|tickets|price per ticket|ticket cost|entry|entry price': [
      '£18.50 each, or £12 for under 16s', '£18.50 each or £12 for under 16s', '£18.50 each', '£18.50', '18.50',
      '£12', '12', '£12 for under 16s', '£18.50 adults, £12 under 16s', '£18.50 each, £12 for under 16s']}),
 ("Her flight's been changed, she lands on the 7th now.", ['update'],
  {EA: ['the 7th', '7th', '7 April', 'April 7', '7th April', 'April 7th']}),
 ("Her mum says she's not strictly vegetarian any more, she'll eat chicken but no red meat.", ['update'],
  {ED: ['no red meat', 'eats chicken but no red meat', "chicken but no red meat", 'chicken, no red meat',
        'not strictly vegetarian, eats chicken but no red meat', 'no red meat, chicken ok', 'chicken but not red meat']}),
 ("When does Lucie land, what can't she eat, and what are the aquarium tickets?", ['check'], {},
  dict(facts=['7th', 'red meat', 'nut|nuts', '12|18.50'], contradicts=['6th'])),
])

C = ('insurance claim|claim|travel insurance claim|lost luggage claim|suitcase claim|lost suitcase claim|'
     'lost suitcase|luggage claim|travel insurance|baggage claim|lost baggage claim|lost luggage|claim for suitcase|'
     'claim for lost suitcase')
CI = f'{C}/items|contents|what was in it|lost items|things|inside|list|items lost|claim items|what'
CA = f'{C}/amount|claim amount|total|value|sum|how much|claim value|claim total|claiming'
sc('h7_claim', 'Held-out 7 (issue 14): a travel insurance claim for a lost suitcase', 'A need opener with a cause and '
   'a place, a reference as a bare code, an insurer with a time limit, a list of contents, the list extended by an '
   'afterthought, an amount with a tail, news that cuts the list to one item, the amount lowered by a verb, a negation '
   'that deletes nothing, a check.', [
 ("Need to claim on our travel insurance, the airline lost my suitcase coming back from Lisbon.", ['new'],
  {C: None, f'?{C}/lost item|item|what was lost|lost': ['my suitcase', 'suitcase', 'a suitcase'],
   f'?{C}/flight|route|trip|from|where|journey': ['Lisbon', 'from Lisbon', 'coming back from Lisbon'],
   f'?{C}/reason|cause|what happened|problem|incident': ['the airline lost my suitcase', 'lost suitcase',
                                                         'airline lost my suitcase', 'lost luggage', 'lost by airline']}),
 ("Policy number TR-448213.", ['new'],
  {f'{C}/policy number|policy|policy no|policy ref|policy reference|reference|ref|number': [
      'TR-448213', 'TR448213', 'TR 448213']}),
 ("It's with Bluewave, and they want claims in within 28 days.", ['new'],
  {f'{C}/insurer|insurance company|provider|company|insurance provider|who|insured with|with': ['Bluewave'],
   f'{C}/deadline|time limit|within|claim deadline|limit|by|claim within|submit within|due': [
       'within 28 days', '28 days']}),
 ("Inside was my good coat, a pair of trainers and a hair dryer.", ['new'],
  {CI: ['my good coat, a pair of trainers and a hair dryer', 'good coat, trainers, hair dryer',
        'coat, trainers and hair dryer', 'coat, trainers, hair dryer', 'my good coat, trainers and a hair dryer',
        'good coat, a pair of trainers and a hair dryer', 'coat, a pair of trainers, hair dryer',
        'good coat, trainers and a hair dryer', 'coat, trainers, hairdryer', 'good coat, trainers, hairdryer']}),
 ("Oh, and the case itself, obviously.", ['update'],
  {CI: ['my good coat, a pair of trainers, a hair dryer and the case', 'good coat, trainers, hair dryer, case',
        'coat, trainers, hair dryer, suitcase', 'coat, trainers, hair dryer and suitcase',
        'good coat, trainers, hair dryer, suitcase', 'coat, trainers, hair dryer, case',
        'my good coat, a pair of trainers, a hair dryer and the suitcase', 'good coat, trainers, hair dryer and case',
        'coat, trainers, hairdryer, suitcase', 'good coat, a pair of trainers, a hair dryer, the case',
        'good coat, a pair of trainers, a hair dryer, the suitcase']}),
 ("I'm putting in for £640 all in.", ['new'], {CA: ['£640', '640', '£640 all in', '640 pounds']}),
 ("Good news, the bag's turned up in Madrid and they're couriering it over. Only the hair dryer's missing.",
  ['update'], {CI: ['the hair dryer', 'hair dryer', 'a hair dryer', 'hairdryer', 'only the hair dryer',
                    'just the hair dryer']}),
 ("So bring the claim down to 35.", ['update'], {CA: ['£35', '35', '35 pounds']}),
 ("I won't need to dig out the receipt for the coat now.", [], {}),
 ("What am I claiming for, how much, and who's the policy with?", ['check'], {},
  dict(facts=['hair dryer|hairdryer', '35', 'Bluewave'], contradicts=['640', 'coat', 'trainers'])),
])

D = ('driveway|drive|driveway resurfacing|resurfacing the driveway|new driveway|driveway job|block paving|paving|'
     'driveway repair|resurface driveway|drive resurfacing|driveway replacement|redoing the driveway|'
     'driveway paving|paving the driveway')
DA = f'{D}/area|size|square metres|dimensions|how big|square meters|surface area'
DP = f'{D}/price|quote|cost|total|quoted price'
DS = f'{D}/start|start date|date|when|day|start day|starting'
K = ('dropped kerb|dropped curb|dropped kerb application|kerb|curb|council application|application|'
     'dropped kerb permission|kerb application|council dropped kerb|applying for a dropped kerb|'
     'dropped kerb planning|planning application|council permission')
sc('h7_driveway', 'Held-out 7 (issue 14): a cracked driveway and a dropped kerb', 'A situation-only opener, a firm '
   'with what it would do, a colour and an area in a fragment, a quote with a duration, a start day, a second task '
   'carried by a purpose clause, a fee and a wait in one turn, an area and a price raised by "adds", a start pushed to '
   'a date, a check over both tasks.', [
 ("The driveway's a mess of cracks and weeds after the winter.", ['new'],
  {D: None, f'?{D}/problem|condition|issue|state|damage': ['a mess of cracks and weeds', 'cracks and weeds',
                                                           'cracked', 'cracks, weeds', 'cracks']}),
 ("Hammond Paving came round, they'd dig it out and do block paving.", ['new'],
  {f'{D}/contractor|company|who|firm|builder|installer|paver|tradesman|paving company': ['Hammond Paving', 'Hammond'],
   f'{D}/surface|material|type|finish|paving type|paving|surface type': ['block paving', 'blocks', 'block-paving',
                                                                         'block paving, dug out'],
   f'?{D}/work|job|scope|what|plan|method': ['dig it out and do block paving', 'dig out and block pave',
                                             'dig it out', 'dig out']}),
 ("Charcoal blocks, about 40 square metres.", ['new'],
  {f'{D}/colour|color|block colour|block color|shade': ['charcoal'],
   DA: ['about 40 square metres', '40 square metres', '40 m2', '40 sq m', '40', '40 m²', 'about 40 m2',
        '40 square meters', 'about 40 square meters', '40m2']}),
 ("Quote's £4,800, four days' work.", ['new'],
  {DP: ['£4,800', '4,800', '4800', '£4800', '4800 pounds'],
   f'{D}/duration|length|how long|time|days|job length|job duration': ["four days' work", 'four days', '4 days',
                                                                       '4 days work', "4 days' work", 'four days work']}),
 ("They could start Monday the 12th.", ['new'],
  {DS: ['Monday the 12th', 'the 12th', '12th', 'Monday 12th', 'Monday']}),
 ("To get both cars on we'd have to widen it, which means applying to the council for a dropped kerb.", ['new'],
  {K: None, f'?{D}/widen|width|both cars|wider|widening|extension|widened': None,
   f'?{K}/reason|why|for|purpose': ['to get both cars on', 'both cars', 'widen the driveway', 'widening']}),
 ("It's £95 to apply and they take 6 to 8 weeks to decide.", ['new'],
  {f'{K}/fee|price|cost|application fee|charge': ['£95', '95', '95 pounds'],
   f'{K}/decision time|how long|duration|time|wait|processing time|turnaround|timescale|decision|waiting time': [
       '6 to 8 weeks', '6-8 weeks', 'six to eight weeks', '6 to 8 weeks to decide']}),
 ("Hammond say the extra width adds 12 square metres and £1,100.", ['update'],
  {DA: ['52 square metres', '52', '52 m2', '52 sq m', 'about 52 square metres', '52 m²', '52 square meters', '52m2'],
   DP: ['£5,900', '5,900', '5900', '£5900', '5900 pounds']}),
 ("Hold off on the start till the council's decided, say the 9th of next month.", ['update'],
  {DS: ['the 9th of next month', 'the 9th', '9th', '9th of next month', 'the 9th next month']}),
 ("How much is the driveway coming to now, when do they start, and what's the council charging?", ['check'], {},
  dict(facts=['5,900|5900', '9th', '95'], contradicts=['4,800', '4800', '12th'])),
])
