"""Write the ninth held-out TRIM scenarios (issue 14, session 5, blind set) from a compact form: each turn
sets/deletes gold paths."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (session 5, blind set h9) by a writer who did not see the rules or the classifier, before "
       "any classifier ran on it; ten conversations in domains used nowhere else; never to be edited after the first "
       "run.")
sc = writer(sys.argv[1], 'held_out', SRC)

J = ('jury service|jury duty|jury summons|summons|jury|serving on a jury|jury service at Harlow|court|crown court|'
     'Harlow Crown Court|jury service at Harlow Crown Court|juror|being a juror')
JS = f'{J}/start|start date|date|when|starts|starting|day|first day|start day'
JT = f'{J}/transport|travel|getting there|how|mode|travel mode|travel method|commute|how to get there|journey'
JF = f'{J}/fare|cost|travel cost|ticket|train fare|price|train ticket|ticket price|fare cost'
W = ('work|telling work|tell work|work cover|cover|cover at work|cover for me|arranging cover|arrange cover|'
     'letting work know|let work know|informing work|inform work|notify work|notifying work|employer|tell my manager|'
     'telling my manager|manager|letter for work|summons letter|send summons letter|work notification|tell employer')
WD = f'{W}/deadline|by|when|due|due date|date|needed by|deadline for letter|letter deadline|by when|day'
sc('h9_jury', 'Held-out 9 (issue 14): jury service and telling work', 'A verbless opener, a court and a start day '
   'in a copular clause, a duration hedged by "apparently", a second task from a need with a purpose clause, a '
   'manager and a deadline, a start day put back by a week, a mode of travel with a fare, a change of mode that '
   'drops the fare, a deadline moved with "not", a turn with nothing to record, a check over both tasks.', [
 ("Got a jury summons in the post this morning.", ['new'], {J: None}),
 ("It's for Harlow Crown Court, starting Monday 3 March.", ['new'],
  {f'{J}/court|location|where|venue|place|court name': ['Harlow Crown Court', 'Harlow', 'Harlow Crown Court'],
   JS: ['Monday 3 March', '3 March', 'March 3', 'Monday', 'Monday, 3 March', '3rd March', 'Monday 3rd March',
        'March 3rd', 'starting Monday 3 March']}),
 ("Usually lasts two weeks apparently.", ['new'],
  {f'{J}/duration|length|how long|lasts|period|term|weeks': ['two weeks', '2 weeks', 'usually two weeks',
                                                            'about two weeks', 'usually 2 weeks']}),
 ("I'll need to tell work so they can find cover for me.", ['new'],
  {W: None, f'?{W}/reason|why|purpose|for': ['so they can find cover', 'find cover', 'cover', 'jury service',
                                             'to find cover for me']}),
 ("My manager's Priya, and she'll want the summons letter by Friday.", ['new'],
  {f'{W}/manager|who|contact|boss|person|tell|send to|to|line manager|name': ['Priya'],
   WD: ['Friday', 'by Friday'],
   f'?{W}/document|what|send|letter|needs|item|what to send|documents': ['the summons letter', 'summons letter',
                                                                       'the summons', 'summons', 'letter']}),
 ("They've written again, it's been put back a week, to the 10th.", ['update'],
  {JS: ['the 10th', '10th', '10 March', 'March 10', 'Monday 10 March', '10th March', 'Monday the 10th',
        'Monday 10th', 'March 10th', 'Monday 10th March']}),
 ("I'll get the train, it's £14.60 return and the court pays it back.", ['new'],
  {JT: ['train', 'the train', 'by train', 'get the train'],
   JF: ['£14.60 return', '£14.60', '14.60', '14.60 return', '£14.60 return, paid back by the court',
        '£14.60 return, reimbursed'],
   f'?{J}/expenses|reimbursed|refund|reimbursement|paid back|refunded|paid by|claim': None}),
 ("Actually no, driving's easier, and parking's free for jurors.", ['update'],
  {JT: ['driving', 'drive', 'car', 'by car', 'driving there'], JF: 'DEL',
   f'?{J}/parking|parking cost|car park|parking fee|parking price': ['free', 'free for jurors', 'free parking']}),
 ("Priya wants it by Wednesday now, not Friday.", ['update'], {WD: ['Wednesday', 'by Wednesday']}),
 ("Oh well. At least it gets me out of the quarterly review.", [], {}),
 ("When do I start, how am I getting there, and when does Priya need the letter?", ['check'], {},
  dict(facts=['10th|10 March|March 10', 'driving|drive|car|drives', 'Wednesday'],
       contradicts=['3 March', 'March 3', '14.60', 'Friday'])),
])

S = ("speech|best man speech|best man's speech|wedding speech|the speech|speech for Tom|speech for Tom's wedding|"
     "Tom's wedding|wedding|best man|being best man|best man duties|Tom's speech|writing a speech|write speech|"
     "writing the speech|Tom and Anna's wedding")
SL = f'{S}/length|duration|time limit|how long|max length|limit|time|maximum length|max|minutes|speech length'
SS = (f'{S}/stories|anecdotes|content|contents|topics|points|jokes|sections|story|material|things to cover|cover|'
      'outline|structure|parts')
G = ('present|gift|wedding present|wedding gift|gift for Tom and Anna|present for Tom and Anna|gift list|'
     'present off the list|wedding list|present for the couple|gift for the couple|buy a present|buying a present|'
     'get them a present|getting a present')
GI = f'{G}/item|what|present|gift|choice|which|gift choice|present choice|buying|thing|product'
GP = f'{G}/price|cost|how much|amount|gift price|present price'
sc('h9_speech', "Held-out 9 (issue 14): a best man's speech and a wedding present", 'A third-person opener with a '
   'consequence, a date and a venue in a copular clause, a limit with a reported source, a list as a '
   'verbless fragment, '
   'one item cut by "leave out", a second task from a need, an item with its price as a fragment, a replacement with a '
   'bare price, a limit raised through a pronoun, an item put back, a check over both tasks.', [
 ("Tom's asked me to be his best man, so I've got a speech to write.", ['new'],
  {S: None, f'?{S}/for|who|groom|wedding|whose': ['Tom', "Tom's wedding", 'for Tom']}),
 ("Wedding's 21 June at Ashcombe Barn.", ['new'],
  {f'{S}/date|wedding date|when|day|wedding day': ['21 June', 'June 21', '21st June', 'June 21st', 'the 21st of June'],
   f'{S}/venue|where|location|place|wedding venue': ['Ashcombe Barn']}),
 ("No more than five minutes, the planner says.", ['new'],
  {SL: ['five minutes', '5 minutes', 'no more than five minutes', '5 min', '5 mins', 'five minutes max',
        '5 minutes max', 'no more than 5 minutes', 'max five minutes', 'max 5 minutes', 'under five minutes']}),
 ("Stories: the caravan disaster, how he met Anna, and the stag do in Riga.", ['new'],
  {SS: ['the caravan disaster, how he met Anna, and the stag do in Riga',
        'the caravan disaster, how he met Anna, the stag do in Riga',
        'caravan disaster, how he met Anna, stag do in Riga',
        'caravan disaster, how he met Anna, Riga stag do', 'caravan disaster, meeting Anna, stag do in Riga',
        'caravan disaster, meeting Anna, Riga stag', 'caravan disaster, how he met Anna, Riga',
        'caravan disaster, how he met Anna, the stag in Riga', 'caravan disaster, how he met Anna, stag in Riga']}),
 ("Leave out Riga. His gran'll be there.", ['update'],
  {SS: ['the caravan disaster, how he met Anna', 'the caravan disaster and how he met Anna',
        'caravan disaster, how he met Anna', 'caravan disaster, meeting Anna', 'caravan disaster and meeting Anna']}),
 ("We also need to get them a present off their list.", ['new'],
  {G: None, f'?{G}/from|source|where|list|shop': ['their list', 'the list', 'off their list', 'wedding list',
                                                 'gift list']}),
 ("The coffee machine, £120.", ['new'],
  {GI: ['the coffee machine', 'coffee machine', 'a coffee machine'], GP: ['£120', '120', '120 pounds']}),
 ("Someone's already bought that. The picnic set then, 85.", ['update'],
  {GI: ['the picnic set', 'picnic set', 'a picnic set'], GP: ['£85', '85', '85 pounds']}),
 ("She's relaxed it to six minutes.", ['update'],
  {SL: ['six minutes', '6 minutes', '6 min', '6 mins', 'six minutes max', '6 minutes max', 'max six minutes',
        'max 6 minutes', 'no more than six minutes', 'no more than 6 minutes']}),
 ("Put Riga back in then, the clean version.", ['update'],
  {SS: ['the caravan disaster, how he met Anna, and the stag do in Riga',
        'the caravan disaster, how he met Anna, the stag do in Riga',
        'caravan disaster, how he met Anna, stag do in Riga',
        'caravan disaster, how he met Anna, Riga stag do', 'caravan disaster, meeting Anna, stag do in Riga',
        'caravan disaster, meeting Anna, Riga stag', 'caravan disaster, how he met Anna, Riga',
        'caravan disaster, how he met Anna, the stag in Riga', 'caravan disaster, how he met Anna, stag in Riga',
        'caravan disaster, how he met Anna, Riga (clean version)',
        'caravan disaster, how he met Anna, Riga clean version',
        'caravan disaster, how he met Anna, the stag do in Riga (clean version)',
        'the caravan disaster, how he met Anna, the stag do in Riga (the clean version)',
        'caravan disaster, how he met Anna, clean version of Riga',
        'caravan disaster, how he met Anna, the clean version of Riga',
        'caravan disaster, how he met Anna, stag do in Riga (clean)', 'caravan disaster, meeting Anna, Riga (clean)']}),
 ("How long have I got, which stories am I telling, and what are we buying them?", ['check'], {},
  dict(facts=['six|6', 'caravan', 'Riga', 'picnic'], contradicts=['five minutes', '5 minutes', 'coffee machine',
                                                                  '120'])),
])

C = ("costume|World Book Day costume|World Book Day|book day costume|book day|fancy dress|outfit|dressing up|"
     "costume for Maya|Maya's costume|Maya costume|World Book Day outfit|book day outfit|character costume|"
     "dress up|dress-up|dressing-up")
CC = f'{C}/character|who|as|dressed as|costume|what|going as|character choice|dress as|book character'
CM = (f'{C}/materials|supplies|things needed|items|shopping list|needs|list|what we need|to buy|to get|things to get|'
      'things to buy|need|needed|stuff|props|pieces|parts|items needed|what to get')
R = ('sponsored read|sponsored reading|readathon|read-a-thon|reading challenge|sponsored read for Maya|'
     "Maya's sponsored read|school sponsored read|reading|sponsored reading challenge|sponsorship")
RT = f'{R}/target|goal|books|number of books|how many|book target|reading target|count|book count|number'
sc('h9_bookday', 'Held-out 9 (issue 14): a World Book Day costume and a sponsored read', 'An exclamation opener '
   'with a day and a name, a character as a bare infinitive, a change of mind as a fragment, a list after "easy '
   'enough", one item crossed off by a pronoun, a second task from a school event, a target, a sponsor with a rate, '
   'a target raised by "make that", put back with a reason, a check over both tasks.', [
 ("World Book Day is on Thursday and Maya still hasn't got a costume!", ['new'],
  {C: None, f'{C}/date|when|day|deadline|for when|needed by|by|due': ['Thursday', 'on Thursday'],
   f'?{C}/for|who for|child|wearer|person|kid': ['Maya'],
   f'?{C}/occasion|event|for what': ['World Book Day', 'book day']}),
 ("She wants to be the Gruffalo.", ['new'], {CC: ['the Gruffalo', 'Gruffalo']}),
 ("Ugh, she's changed her mind. Matilda now.", ['update'], {CC: ['Matilda']}),
 ("Easy enough: a blue dress, red ribbon and a stack of books.", ['new'],
  {CM: ['a blue dress, red ribbon and a stack of books', 'blue dress, red ribbon, stack of books',
        'blue dress, red ribbon, books', 'a blue dress, red ribbon, a stack of books', 'blue dress, ribbon, books',
        'blue dress, red ribbon and a stack of books', 'blue dress, red ribbon and books',
        'a blue dress, a red ribbon and a stack of books', 'blue dress, red ribbon, a stack of books']}),
 ("We've got the ribbon already, so cross that off.", ['update'],
  {CM: ['a blue dress and a stack of books', 'blue dress, stack of books', 'blue dress, books', 'blue dress and books',
        'a blue dress, a stack of books', 'blue dress and a stack of books', 'blue dress, a stack of books']}),
 ("School's doing a sponsored read that week as well.", ['new'],
  {R: None, f'?{R}/when|date|week|period': ['that week', 'World Book Day week', 'the same week', 'this week'],
   f'?{R}/organiser|through|school|organised by|run by': ['school', 'the school']}),
 ("Her target's ten books.", ['new'], {RT: ['ten books', '10 books', '10', 'ten']}),
 ("Grandma's sponsoring her 50p a book.", ['new'],
  {f'{R}/sponsor|sponsors|sponsored by|who|sponsor name|backer': ['Grandma', 'Gran'],
   f'{R}/rate|amount|per book|sponsorship|pledge|amount per book|sponsorship rate|sponsorship amount|money|pledged': [
       '50p a book', '50p per book', '50p', '£0.50 a book', '£0.50 per book', '50p each', '50p/book']}),
 ("Make that 12 books, she reckons she can manage it.", ['update'], {RT: ['12 books', 'twelve books', '12', 'twelve']}),
 ("Actually, back to ten, twelve's pushing it with swimming on Wednesday.", ['update'],
  {RT: ['ten books', '10 books', '10', 'ten']}),
 ("So what is Maya going as, what do we still need to get, and what's her reading target?", ['check'], {},
  dict(facts=['Matilda', 'blue dress|dress', 'ten|10'], contradicts=['Gruffalo', '12 books', 'twelve books'])),
])

H = ('hot tub|hot tub hire|hiring a hot tub|hire a hot tub|hot tub rental|tub|hot tub for the weekend|'
     'inflatable hot tub|hot tub booking|hot tub for the bank holiday|hot-tub|hottub|jacuzzi|hire|rental')
HZ = f'{H}/size|seats|capacity|seater|model|tub size|which|which one|tub|type|how many people|persons'
HP = f'{H}/price|cost|hire cost|hire price|rental cost|rental price|fee|total|charge|how much'
HD = (f'{H}/delivery|delivery date|drop off|drop-off|arrives|delivery day|delivery time|arrival|'
      'dropped off|drop off time')
sc('h9_hottub', 'Held-out 9 (issue 14): hiring a hot tub for a bank holiday', 'A discourse-word opener with a '
   'gerund and a period, a supplier with a size and a price in one clause, two days in a verbless turn, a question '
   'with nothing to record, a requirement reported by "it says", a bigger size with its price after a count, a '
   'delivery moved by an instruction with a reason, a deposit, an undo back to the first size, a check.', [
 ("So, thinking of hiring a hot tub for the bank holiday weekend.", ['new'],
  {H: None, f'{H}/when|dates|weekend|date|period|for when|hire period': ['the bank holiday weekend',
                                                                        'bank holiday weekend', 'bank holiday']}),
 ("Bubble Bay do a six-seater for £295 the weekend.", ['new'],
  {f'{H}/supplier|company|from|provider|hire company|firm|who|shop|business': ['Bubble Bay'],
   HZ: ['six-seater', '6-seater', 'six seats', '6 seats', '6', 'six', 'a six-seater', 'six seater', '6 seater',
        '6 person', 'six person'],
   HP: ['£295', '295', '£295 the weekend', '£295 for the weekend', '295 pounds', '£295 per weekend']}),
 ("Delivery Friday afternoon, pickup Monday.", ['new'],
  {HD: ['Friday afternoon', 'Friday', 'Friday pm'],
   f'{H}/collection|pickup|pick up|pick-up|collect|collection date|collection day|pickup date|pickup day|return': [
       'Monday']}),
 ("Is the garden even level enough for one? There's that slope by the shed.", [], {}),
 ("Needs a 13-amp socket within 10 metres, it says.", ['new'],
  {f'{H}/power|socket|electric|electrics|power supply|requirements|electricity|plug|needs|requirement|power socket': [
      'a 13-amp socket within 10 metres', '13-amp socket within 10 metres', '13-amp socket', '13 amp socket',
      '13 amp socket within 10 metres', '13A socket within 10 m', '13-amp socket within 10 m', '13A socket',
      'socket within 10 metres', '13 amp socket within 10m', '13-amp socket within 10m']}),
 ("There'll be eight of us though, so the eight-seater, £360.", ['update'],
  {HZ: ['eight-seater', '8-seater', 'eight seats', '8 seats', '8', 'eight', 'the eight-seater', 'eight seater',
        '8 seater', '8 person', 'eight person'],
   HP: ['£360', '360', '360 pounds', '£360 the weekend', '£360 for the weekend'],
   f'?{H}/guests|people|number of people|how many|group size|party size|headcount': ['eight', '8', 'eight of us',
                                                                                     '8 people']}),
 ("Ask them to drop it Saturday morning instead, I'm at work Friday.", ['update'],
  {HD: ['Saturday morning', 'Saturday', 'Saturday am']}),
 ("Deposit's £100, refundable.", ['new'],
  {f'{H}/deposit|security deposit|damage deposit|refundable deposit|deposit amount': [
      '£100', '100', '£100 refundable', '£100, refundable', 'refundable £100', '100 pounds', '£100 (refundable)']}),
 ("Forget the big one, half of them have dropped out. Back to the six.", ['update'],
  {HZ: ['six-seater', '6-seater', 'six seats', '6 seats', '6', 'six', 'a six-seater', 'six seater', '6 seater',
        '6 person', 'six person', 'the six-seater', 'the six'],
   HP: ['£295', '295', '£295 the weekend', '£295 for the weekend', '295 pounds', '£295 per weekend'],
   f'?{H}/guests|people|number of people|how many|group size|party size|headcount': None}),
 ("Which tub are we having, what's it costing, and when's it coming?", ['check'], {},
  dict(facts=['six|6', '295', 'Saturday'], contradicts=['360', 'Friday afternoon'])),
])

P = ('proxy vote|proxy|proxy voting|proxy vote application|vote|voting|local election|local elections|election|'
     'elections|proxy application|vote by proxy|voting by proxy|proxy form|someone to vote for me|my vote|'
     'arrange a proxy|arranging a proxy|proxy vote for the local elections')
PP = f'{P}/proxy|who|person|voter|proxy voter|name|proxy name|voting for me|proxy person|votes|who votes|voting'
sc('h9_proxy', 'Held-out 9 (issue 14): a proxy vote in local elections', 'A need opener with a reason, a date as a '
   'copula, a person by relation, a deadline with a time, a self-answered question, a person replaced by a bare '
   'name after "then", an undo back to the first person with a reason, a status in two words, a turn with nothing '
   'to record, a check.', [
 ("I'm away for the local elections so I need someone to vote for me.", ['new'],
  {P: None, f'?{P}/reason|why': ['away', "I'm away", 'I am away', 'away for the elections', 'being away']}),
 ("Polling day's 7 May.", ['new'],
  {f'{P}/date|election date|polling day|when|day|vote date|voting day|election day|polling date': [
      '7 May', 'May 7', '7th May', 'May 7th', 'the 7th of May']}),
 ("My sister Rosa said she'd do it.", ['new'], {PP: ['Rosa', 'my sister Rosa', 'my sister', 'sister Rosa']}),
 ("Form has to be in by 5pm on 22 April.", ['new'],
  {f'{P}/deadline|application deadline|by|due|form deadline|cutoff|due date|form due|submit by|in by': [
      '5pm on 22 April', '22 April', '22 April 5pm', '5pm 22 April', 'April 22', '5 pm on 22 April',
      '22 April at 5pm', 'by 5pm on 22 April', 'April 22 5pm', '5pm, 22 April', '22nd April', '5pm on 22nd April',
      '22 April, 5pm', '22 April 5 pm', 'April 22, 5pm', '5pm April 22']}),
 ("Where's my polling station again? Oh, it's on the card, St Luke's church hall.", ['new'],
  {f'{P}/polling station|station|where|location|venue|place|polling place|polling location': [
      "St Luke's church hall", "St Luke's Church Hall", "St Luke's", 'St Lukes church hall', "St Luke's hall",
      "Saint Luke's church hall"]}),
 ("Rosa's working late that day. Her husband Kemal, then.", ['update'],
  {PP: ['Kemal', "Rosa's husband Kemal", 'her husband Kemal', 'Kemal (Rosa\'s husband)']}),
 ("Hmm, no, Kemal's not registered round here. Back to Rosa, she'll go before work.", ['update'],
  {PP: ['Rosa', 'my sister Rosa', 'my sister', 'sister Rosa'],
   f'?{P}/when voting|voting time|time|going|going when': ['before work']}),
 ("Form's sent.", ['new'],
  {f'{P}/status|form|application|sent|submitted|form status|application status|form sent|progress|done': [
      'sent', 'submitted', 'form sent', 'done', 'form submitted', 'application sent']}),
 ("Good, that's one less thing to think about.", [], {}),
 ("Who's voting for me, and where do they have to go?", ['check'], {},
  dict(facts=['Rosa', "Luke|Luke's|Lukes|St Luke's"], contradicts=['Kemal'])),
])

L = ("leaving collection|collection|leaving present|leaving gift|gift for Barry|present for Barry|"
     "Barry's leaving present|Barry's collection|whip-round|whip round|retirement collection|retirement present|"
     "retirement gift|Barry's retirement|Barry's retirement present|collection for Barry|leaving card|card|"
     "present|gift|Barry leaving|Barry's leaving|retirement")
LN = f'{L}/contributors|people|number of people|how many|givers|count|donors|contributions|people chipped in|chipped in'
LT = f'{L}/total|amount|raised|pot|money|collected|so far|sum|in the pot|amount raised|total raised|funds|budget'
LG = f'{L}/gift|present|idea|item|what|gift idea|present idea|buying|what to buy|choice'
D = ("leaving drinks|drinks|after-work drinks|after work drinks|Barry's leaving drinks|leaving do|drinks for Barry|"
     "retirement drinks|Barry's drinks|drinks after work|leaving party|send-off|send off|pub|drinks on his last day")
DT = f'{D}/time|start|start time|when|from|starts|starting|time from'
sc('h9_leaving', "Held-out 9 (issue 14): a colleague's leaving collection and drinks", 'A third-person opener with '
   'a reason and a reluctant first person, a count and a total in one verbless clause, an idea hedged by "maybe", '
   'both figures restated in a fragment, a second task as a request to note a place, a bare time, the gift swapped '
   'with a reason, a time pushed by an amount, a check over both tasks, a turn with nothing to record.', [
 ("Barry from accounts is retiring at the end of the month and I've been roped into doing the collection.", ['new'],
  {L: None, f'?{L}/for|who|recipient|person|who for': ['Barry', 'Barry from accounts'],
   f'?{L}/occasion|reason|why|event': ['retiring', 'retirement', 'his retirement'],
   f'?{L}/date|when|deadline|by|leaving date|last day': ['the end of the month', 'end of the month',
                                                         'end of month']}),
 ("So far 23 people have chipped in, £310 in the pot.", ['new'],
  {LN: ['23', '23 people', 'twenty-three', 'twenty-three people'], LT: ['£310', '310', '310 pounds', '£310 so far']}),
 ("He's mad about jazz, so a record player maybe.", ['new'],
  {LG: ['a record player', 'record player', 'record player maybe', 'a record player maybe', 'maybe a record player'],
   f'?{L}/interests|likes|hobby|hobbies|into|interest': ['jazz']}),
 ("Five more envelopes in, that's 28 people and £375.", ['update'],
  {LN: ['28', '28 people', 'twenty-eight', 'twenty-eight people'], LT: ['£375', '375', '375 pounds']}),
 ("And for the drinks on his last day, can you note down the Crown and Anchor, upstairs room?", ['new'],
  {D: None,
   f'{D}/venue|where|place|pub|location': ['the Crown and Anchor', 'Crown and Anchor',
                                                'the Crown and Anchor, upstairs room', 'Crown and Anchor upstairs room',
                                                'the Crown and Anchor upstairs', 'Crown and Anchor, upstairs',
                                                'Crown & Anchor', 'the Crown & Anchor',
                                                'Crown and Anchor (upstairs room)',
                                                'the Crown and Anchor upstairs room'],
   f'?{D}/room|area|space|which room': ['upstairs room', 'upstairs', 'the upstairs room'],
   f'?{D}/date|day|which day|drinks date': ["his last day", "Barry's last day", 'last day', 'the end of the month']}),
 ("From half five.", ['new'],
  {DT: ['half five', '5:30', '5.30', '17:30', '5:30 pm', '5:30pm', 'half 5', 'from half five', '5.30pm', '5.30 pm',
        'from 5:30']}),
 ("The record player's £420, way over. A voucher for Rough Trade instead.", ['update'],
  {LG: ['a voucher for Rough Trade', 'Rough Trade voucher', 'voucher for Rough Trade', 'a Rough Trade voucher',
        'Rough Trade gift voucher', 'gift voucher for Rough Trade', 'Rough Trade gift card']}),
 ("Room's only free from 6, so push it back half an hour.", ['update'],
  {DT: ['6', '6pm', '6 pm', '6:00', '18:00', 'six', "6 o'clock", '6:00 pm', 'from 6', '6.00pm', '6.00 pm']}),
 ("How much have we got, and what time do the drinks start?", ['check'], {},
  dict(facts=['375', '6|six|6pm|18:00|6 pm|6:00'], contradicts=['310', 'half five', '5:30', '5.30'])),
 ("Cheers, that's a weight off.", [], {}),
])

K = ("skating lessons|ice skating|ice skating lessons|skating|lessons|skating course|learn to skate|"
     "Learn to Skate course|learn to ice skate|Zara skating|Zara's skating|Zara's skating lessons|Zara's lessons|"
     "skating for Zara|ice skating for Zara|skate lessons|course|learning to skate|learning to ice skate")
KD = f'{K}/day|days|when|lesson day|which day|session|day of week|weekday'
KT = f'{K}/time|start time|lesson time|start|at|session time'
T = ("hockey|ice hockey|hockey taster|taster session|hockey taster session|ice hockey taster|ice hockey taster "
     "session|Leo hockey|Leo's hockey|taster|hockey for Leo|Leo's taster|Leo's hockey taster|hockey session|"
     "hockey trial|try hockey")
TK = f'{T}/kit|bring|equipment|needs|what to bring|gear|own kit|to bring|needed|things to bring|kit needed|items'
sc('h9_skating', 'Held-out 9 (issue 14): ice skating lessons and a hockey taster', 'A third-person opener with a '
   'wish, a venue with a course length, a day and time with an alternative ruled out, a price with an inclusion, '
   'a second task for a sibling through a copula, a date, time and price in a fragment, kit with a contrast, a '
   'switch to the alternative when the obstacle moves, kit narrowed by "just", a check over both tasks.', [
 ("Zara wants to learn to ice skate.", ['new'],
  {K: None, f'?{K}/for|who|student|skater|child|learner|kid': ['Zara']}),
 ("The rink at Silverdale does a Learn to Skate course, eight weeks.", ['new'],
  {f'{K}/rink|venue|where|location|place|ice rink': ['Silverdale', 'the rink at Silverdale', 'Silverdale rink',
                                                    'Silverdale ice rink'],
   f'{K}/length|duration|weeks|how long|course length|number of weeks|term|lessons': [
       'eight weeks', '8 weeks', 'eight-week', '8-week', '8', 'eight'],
   f'?{K}/course|name|programme|program|type|course name|course type': ['Learn to Skate', 'Learn to Skate course']}),
 ("Saturday mornings at 9.15. There's a Tuesday one at 4.30 but she's got Brownies then.", ['new'],
  {KD: ['Saturday mornings', 'Saturdays', 'Saturday', 'Saturday morning'],
   KT: ['9.15', '9:15', '9:15 am', '9.15am', '9:15am', 'quarter past nine', '9.15 am'],
   f'?{K}/alternative|other option|option|other slot|alternative slot|alternative time|backup|tuesday|tuesday option|'
   'other session': None}),
 ("£96 for the lot, skate hire included.", ['new'],
  {f'{K}/price|cost|fee|how much|course price|course cost|total': ['£96', '96', '£96 for the lot', '96 pounds',
                                                                  '£96 total', '£96 including skate hire'],
   f'?{K}/skate hire|skates|hire|includes|included|inclusions|what is included': [
       'included', 'skate hire included', 'skate hire', 'yes', 'includes skate hire']}),
 ("Her brother Leo's more into hockey. They've got a taster session.", ['new'],
  {T: None, f'?{T}/for|who|player|child|kid': ['Leo', 'her brother Leo']}),
 ("Sunday the 9th, 4pm, a tenner.", ['new'],
  {f'{T}/date|day|when|session date': ['Sunday the 9th', 'the 9th', 'Sunday 9th', '9th', 'Sunday', 'Sunday, the 9th'],
   f'{T}/time|start time|start|at|session time': ['4pm', '4', '4 pm', '16:00', '4:00', '4:00 pm', '4:00pm',
                                                   "4 o'clock"],
   f'{T}/price|cost|fee|how much|charge': ['a tenner', '£10', '10', 'ten pounds', '10 pounds', 'tenner']}),
 ("He'll need his own gloves and a helmet, they lend the rest.", ['new'],
  {TK: ['his own gloves and a helmet', 'gloves and a helmet', 'gloves, helmet', 'gloves and helmet',
        'own gloves and a helmet', 'own gloves, helmet', 'gloves, a helmet'],
   f'?{T}/provided|lent|they lend|loaned|supplied|rest': ['the rest', 'everything else', 'rest of the kit']}),
 ("Brownies has moved to Thursdays, so she can do the Tuesday one after all.", ['update'],
  {KD: ['Tuesday', 'Tuesdays', 'Tuesday afternoons', 'Tuesday afternoon', 'Tuesday after school'],
   KT: ['4.30', '4:30', '4:30 pm', '4.30pm', '4:30pm', 'half four', '16:30', '4.30 pm', 'half past four'],
   f'?{K}/alternative|other option|option|other slot|alternative slot|alternative time|backup|tuesday|tuesday option|'
   'other session': None}),
 ("Oh, they lend helmets too, so just the gloves.", ['update'],
  {TK: ['gloves', 'his own gloves', 'just the gloves', 'just gloves', 'own gloves', 'the gloves', 'his gloves']}),
 ("What time is Zara's lesson now, and what does Leo need to bring?", ['check'], {},
  dict(facts=['4.30|4:30|16:30|half four|4:30pm|4.30pm', 'gloves'], contradicts=['9.15', '9:15'])),
])

B = ('trampoline|garden trampoline|new trampoline|trampoline for the kids|buying a trampoline|trampoline purchase|'
     'kids trampoline|kids\' trampoline|get a trampoline|getting a trampoline|trampoline order|the trampoline')
BZ = f'{B}/size|diameter|width|trampoline size|model|which|which one|ft|feet'
BP = f'{B}/price|cost|how much|trampoline price'
BA = f'{B}/anchor kit|anchors|anchor|extras|accessories|add-on|add-ons|extra|anchoring|anchor kit price|accessory'
sc('h9_trampoline', 'Held-out 9 (issue 14): buying a garden trampoline', 'A discourse-word opener with a question '
   'and a reason, a size with a feature in a fragment, a shop with a price and an opinion, a delivery range, a '
   'measurement that forces a change, a smaller size with its price after "so", an extra with "another", the extra '
   'scratched with a reason, an order placed, a check.', [
 ("Right, trampoline. Which one should we get? The kids have been on about one all summer.", ['new'], {B: None}),
 ("10ft, with a safety net.", ['new'],
  {BZ: ['10ft', '10 ft', '10 feet', 'ten foot', '10 foot', '10 foot', '10-foot', 'ten feet', '10'],
   f'{B}/net|safety net|enclosure|safety enclosure|features|with|netting|safety': [
       'with a safety net', 'safety net', 'yes', 'net', 'a safety net', 'included', 'true', 'with net']}),
 ("The one at GardenHub is £189 and the reviews are decent.", ['new'],
  {f'{B}/shop|retailer|store|where|from|supplier|seller|vendor|where from': ['GardenHub', 'Garden Hub'],
   BP: ['£189', '189', '189 pounds'],
   f'?{B}/reviews|rating|opinion|review': ['decent', 'the reviews are decent', 'decent reviews', 'good']}),
 ("Delivery's 7 to 10 working days.", ['new'],
  {f'{B}/delivery|delivery time|lead time|arrives|delivery estimate|delivery period|shipping|delivery window': [
      '7 to 10 working days', '7-10 working days', 'seven to ten working days', '7 to 10 days', '7-10 days',
      '7–10 working days']}),
 ("Actually, measure first. The lawn's only about 3.5 metres across.", ['new'],
  {f'{B}/lawn|space|lawn size|garden|garden size|lawn width|available space|room|space available|area|garden width|'
   'lawn space': ['about 3.5 metres', '3.5 metres', '3.5 m', '3.5m', '3.5 metres across', 'about 3.5 metres across',
                  '3.5 meters', 'about 3.5 m', 'about 3.5m', '3.5']}),
 ("So 8ft then, that's £149.", ['update'],
  {BZ: ['8ft', '8 ft', '8 feet', 'eight foot', '8 foot', '8-foot', 'eight feet', '8'],
   BP: ['£149', '149', '149 pounds']}),
 ("And an anchor kit so it doesn't blow over, another 20.", ['new'],
  {BA: ['anchor kit', 'an anchor kit', '£20', '20', 'another 20', 'another £20', 'an anchor kit, £20', 'anchor kit £20',
        'anchor kit, £20', 'anchor kit (£20)', 'yes', 'anchor kit for £20', 'an anchor kit for £20'],
   f'?{B}/total|total price|total cost|overall|grand total': ['£169', '169', '169 pounds']}),
 ("Scratch the anchor kit, Dad's got some tent pegs that'll do.", ['update'],
  {BA: 'DEL', f'?{B}/total|total price|total cost|overall|grand total': None,
   f'?{B}/pegs|tent pegs|instead|alternative|fixing': ["Dad's tent pegs", 'tent pegs', "Dad's pegs"]}),
 ("Ordered it just now.", ['new'],
  {f'{B}/status|ordered|order|order status|bought|purchased|state|done': [
      'ordered', 'ordered just now', 'ordered it just now', 'yes', 'order placed', 'done', 'bought', 'purchased']}),
 ("Remind me what size we went for and what it cost?", ['check'], {},
  dict(facts=['8ft|8 ft|8 feet|8 foot|eight foot|8-foot|eight feet', '149'], contradicts=['10ft', '189', '10 ft',
                                                                                         '10 feet'])),
])

V = ('birdwatching|birdwatching trip|bird watching|bird-watching|birding|birdwatching day|trip to the reserve|'
     'reserve visit|day at the reserve|bird reserve|nature reserve trip|Marshmere|Marshmere trip|Marshmere reserve|'
     'trip to Marshmere|outing|day out|trip|birdwatching at Marshmere|birdwatching with Dad|nature reserve|visit')
VW = f'{V}/when|date|day|which day|trip date|weekend'
VL = f'{V}/leave|leave time|departure|start|time|set off|setting off|leaving|departure time|start time|leaving time'
VS = (f'{V}/wishlist|wish list|hoping to see|birds|species|targets|sightings|want to see|to see|target species|list|'
      'spot|to spot|hope to see|target birds|birds to see|wildlife|animals')
VB = f'{V}/binoculars|kit|equipment|bring|gear|optics|bins'
sc('h9_birdwatching', 'Held-out 9 (issue 14): a birdwatching trip with Dad', 'A first-person plan opener with a '
   'companion, a place and a period, a day chosen by weather in the same turn as a new time, a hedged list with '
   '"maybe", a price with an exception, borrowed kit with a reason, a turn with nothing to record, kit replaced by '
   'hiring, one item dropped from the list, a time moved with "instead", a check.', [
 ("Dad and I are going birdwatching at Marshmere reserve next weekend.", ['new'],
  {V: None, f'{V}/location|reserve|where|place|site|venue': ['Marshmere', 'Marshmere reserve', 'Marshmere Reserve',
                                                            'at Marshmere reserve'],
   VW: ['next weekend'],
   f'?{V}/who|with|people|going|companion|company|attendees': ['Dad', 'Dad and I', 'me and Dad', 'with Dad',
                                                               'Dad and me']}),
 ("Sunday's meant to pour, so Saturday. We'll leave at 6 to catch the dawn.", ['new', 'update'],
  {VW: ['Saturday', 'next Saturday', 'Saturday next weekend', 'next weekend, Saturday', 'the Saturday'],
   VL: ['6', '6am', '6 am', '6:00', 'six', '6:00 am', "6 o'clock", '06:00', 'at 6'],
   f'?{V}/weather|forecast': None}),
 ("Hoping to see a bittern, marsh harriers and maybe an otter.", ['new'],
  {VS: ['a bittern, marsh harriers and maybe an otter', 'bittern, marsh harriers, otter',
        'bittern, marsh harriers and an otter', 'a bittern, marsh harriers and an otter',
        'bittern, marsh harrier, otter',
        'bittern, marsh harriers, maybe an otter', 'a bittern, marsh harriers, maybe an otter',
        'bittern, marsh harriers, otter (maybe)', 'bittern, marsh harriers and otter',
        'bittern, marsh harriers, maybe otter']}),
 ("Parking's £5, members free, we're not members.", ['new'],
  {f'{V}/parking|parking cost|parking fee|car park|parking price|parking charge': [
      '£5', '5', '£5, members free', '£5 (members free)', '5 pounds', '£5 for non-members', '£5 non-members']}),
 ("I'll borrow Gemma's binoculars, mine are rubbish.", ['new'],
  {VB: ["Gemma's binoculars", "borrow Gemma's binoculars", "borrowing Gemma's", "Gemma's", 'from Gemma',
        "borrowing Gemma's binoculars", 'borrow from Gemma', 'borrowed from Gemma', "Gemma's pair"]}),
 ("Haven't been since I was about twelve.", [], {}),
 ("Gemma needs hers that weekend, so we'll hire a pair at the visitor centre.", ['update'],
  {VB: ['hire a pair at the visitor centre', 'hired at the visitor centre', 'hire from the visitor centre',
        'visitor centre', 'hire', 'hired', 'hire a pair', 'hire at the visitor centre', 'hired from the visitor centre',
        'hire at visitor centre', 'visitor centre hire', 'hire a pair from the visitor centre']}),
 ("Forget the otter, there's not been one seen since March.", ['update'],
  {VS: ['a bittern and marsh harriers', 'bittern, marsh harriers', 'bittern and marsh harriers',
        'bittern, marsh harrier', 'a bittern, marsh harriers', 'bittern and marsh harrier']}),
 ("Leave at half five instead, it's a long drive.", ['update'],
  {VL: ['half five', '5:30', '5.30', '5:30 am', '5.30am', 'half 5', '05:30', '5:30am', '5.30 am', 'half past five']}),
 ("When are we setting off, and what are we hoping to spot?", ['check'], {},
  dict(facts=['5:30|half five|5.30|05:30|5:30am|5.30am', 'bittern', 'harriers|harrier'],
       contradicts=['otter', '6am', '6 am', '6:00'])),
])

F = ("fishing|fishing trip|fishing day|day fishing|fishing at Brookmill|fishing at Brookmill Lakes|lake fishing|trip|"
     "day at the lake|fishing outing|Sam's fishing trip|Sam fishing|fishing with Josh|Brookmill|Brookmill Lakes|"
     "Brookmill trip|going fishing|outing|day out|fishing for Sam")
FB = f'{F}/bait|baits|bait type'
FD = f'{F}/date|day|when|which day|trip date'
FP = (f'{F}/pickup|pick up|pick-up|collection|pick-up time|pickup time|end|finish|collect|collection time|'
      'end time|finish time|collect time|home time')
sc('h9_fishing', 'Held-out 9 (issue 14): a boy\'s fishing trip', 'A third-person opener with a place and a friend, '
   'prices for two groups in a verbless turn, a self-answered question with a rule and an age, a driver with a time, '
   'a list after a colon, a date with its reason, one item banned by a third person, a date moved with "then", a new '
   'time as an afterthought, the time raised by "make it", a check.', [
 ("Sam wants to go fishing at Brookmill Lakes with his mate Josh.", ['new'],
  {F: None, f'{F}/location|where|place|lake|venue|site|fishery': ['Brookmill Lakes', 'Brookmill', 'at Brookmill Lakes'],
   f'?{F}/who|with|people|going|companion|friend|mate|attendees': ['Sam and Josh', 'Josh', 'Sam, Josh', 'Sam',
                                                                   'his mate Josh', 'with Josh',
                                                                   'Sam and his mate Josh']}),
 ("Day ticket's £12 for juniors, £15 adults.", ['new'],
  {f'{F}/ticket|day ticket|price|cost|ticket price|fee|permit|tickets|day ticket price|prices': [
      '£12 for juniors, £15 adults', '£12 juniors, £15 adults', '£12', '12', '£12 for juniors', '£12 junior',
      '£12 for juniors, £15 for adults', '£12 junior, £15 adult', 'juniors £12, adults £15', '£12 (junior)',
      '£12 juniors', '£12 for juniors and £15 for adults', '£12 juniors / £15 adults']}),
 ("Does he need a rod licence? Under 13s don't, and he's 12.", ['new'],
  {f'{F}/licence|rod licence|license|rod license|licence needed|fishing licence|permit needed|need licence': [
      'not needed', 'no', 'none needed', 'no licence needed', 'not required', 'not needed, under 13',
      "doesn't need one", 'none', 'no licence', 'not needed (under 13)', 'not needed under 13', 'no license needed',
      'none required', 'no rod licence needed', 'false'],
   f'?{F}/age|how old|Sam age|sam\'s age': ['12', 'twelve', '12 years old']}),
 ("Josh's dad's driving them, dropping off at 7.", ['new'],
  {f'{F}/driver|transport|lift|driving|getting there|who is driving|who\'s driving|travel|drive|who drives|'
   'lift from|drop-off by|taken by': ["Josh's dad", 'Josh dad', "Josh's father", "Josh's dad driving"],
   f'{F}/drop-off|drop off|dropoff|time|start|arrival|start time|drop-off time|drop off time|arrive|arrival time|'
   'dropping off': ['7', '7am', '7 am', '7:00', "7 o'clock", 'at 7', '7:00 am', '07:00', 'seven']}),
 ("Bait: sweetcorn and maggots.", ['new'], {FB: ['sweetcorn and maggots', 'sweetcorn, maggots']}),
 ("Wednesday the 29th, it's half term.", ['new'],
  {FD: ['Wednesday the 29th', 'the 29th', '29th', 'Wednesday 29th', 'Wednesday', 'Wednesday, the 29th',
        'Wednesday 29th, half term', 'Wednesday the 29th, half term'],
   f'?{F}/occasion|reason|why|holiday|period|school holiday|term': ['half term', 'half-term']}),
 ("Maggots are a no from Josh's mum, she won't have them in the car.", ['update'],
  {FB: ['sweetcorn', 'just sweetcorn', 'sweetcorn only', 'only sweetcorn']}),
 ("Josh has come down with something. Friday the 31st then.", ['update'],
  {FD: ['Friday the 31st', 'the 31st', '31st', 'Friday 31st', 'Friday', 'Friday, the 31st']}),
 ("Oh, and pick-up's at 3.", ['new'],
  {FP: ['3', '3pm', '3 pm', '15:00', '3:00', '3:00 pm', "3 o'clock", 'at 3', '3:00pm', 'three']}),
 ("Nah, make it 4, they'll want longer.", ['update'],
  {FP: ['4', '4pm', '4 pm', '16:00', '4:00', '4:00 pm', "4 o'clock", 'at 4', '4:00pm', 'four']}),
 ("What day are they going, what bait are they taking, and when do I collect Sam?", ['check'], {},
  dict(facts=['Friday|31st', 'sweetcorn', '4|4pm|4 pm|16:00|four|4:00'], contradicts=['Wednesday', 'maggots', '29th'])),
])
