"""Write the eighth held-out TRIM scenarios (issue 14, session 5, a blind set) from a compact form: each turn
sets/deletes gold paths."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (session 5, blind set h8) by a writer who did not see the rules, before any classifier "
       "ran on it; ten conversations in domains used nowhere else; never to be edited after the first run.")
sc = writer(sys.argv[1], 'held_out', SRC)

H = ('beehive|hive|bees|beekeeping|keeping bees|bee keeping|bee-keeping|first hive|colony|honey bees|bee colony|'
     'getting bees|hive of bees|beekeeping setup|starting beekeeping|bee hive|garden hive|beehive in the garden')
HT = f'{H}/hive type|type|model|hive model|kind|style|hive|which hive|design'
HP = f'{H}/price|cost|total|hive price|hive cost|price of the hive'
C = ('course|beginners course|beginners\' course|beekeeping course|bee course|club course|beginner course|training|'
     'class|classes|beekeeping class|beginners\' beekeeping course|lessons|beekeeping lessons|'
     'beginners beekeeping course')
sc('h8_bees', 'Held-out 8 (issue 14): keeping bees in the garden', 'A musing opener with a place, a hive type, wood '
   'and supplier in a verbless clause, a price with a tail, a second task with a count of evenings and a start date, '
   'a fee as a fragment, the bees\' arrival with their price, a type swapped, the price moved by "rather than", a '
   'return to the first type with its price, a turn with nothing to record, a check over both tasks.', [
 ("Thinking of keeping bees at the bottom of the garden this spring.", ['new'],
  {H: None, f'?{H}/location|where|site|spot|place': ['the bottom of the garden', 'bottom of the garden', 'garden',
                                                      'at the bottom of the garden', 'the garden'],
   f'?{H}/when|start|season|timing|date|start date': ['this spring', 'spring']}),
 ("A National hive, cedar, from Thorne's.", ['new'],
  {HT: ['National', 'a National hive', 'National hive', 'a National'],
   f'{H}/material|wood|made of|timber|hive material': ['cedar', 'cedar wood'],
   f'{H}/supplier|shop|from|seller|where from|bought from|retailer|source|store|vendor': [
       "Thorne's", 'Thornes', 'Thorne', "from Thorne's"]}),
 ("It comes to £310 with the frames.", ['new'],
  {HP: ['£310', '310', '£310 with the frames', '310 pounds', '£310 including frames'],
   f'?{H}/frames|includes|included|with|extras': ['frames', 'with the frames', 'the frames', 'included',
                                                  'frames included']}),
 ("The local club runs a beginners' course, six Tuesday evenings starting 3 March.", ['new'],
  {C: None,
   f'{C}/sessions|length|duration|number of sessions|how many|weeks|evenings|how long|number of evenings|'
   f'sessions count': [
       'six Tuesday evenings', 'six evenings', '6 evenings', 'six sessions', '6 sessions', 'six weeks', '6 weeks',
       'six', '6', '6 Tuesday evenings'],
   f'?{C}/day|days|evening|night|weekday|which day|when': ['Tuesday evenings', 'Tuesdays', 'Tuesday',
                                                         'Tuesday evening'],
   f'{C}/start|start date|date|starts|starting|first session|begins|start day': [
       '3 March', 'March 3', '3rd March', 'March 3rd', 'the 3rd of March', 'starting 3 March'],
   f'?{C}/organiser|club|run by|provider|who|through|organizer|host': [
       'the local club', 'local club', 'the club', 'club', 'the beekeeping club', 'local beekeeping club']}),
 ("£85 for the lot.", ['new'],
  {f'{C}/price|cost|fee|course fee|course price|total|course cost': ['£85', '85', '£85 for the lot', '85 pounds']}),
 ("The bees themselves come in May, Thorne's want £195 for a colony.", ['new'],
  {f'{H}/bees arrival|arrival|bee delivery|bees delivery|delivery|when the bees come|bees arrive|colony arrival|'
   f'bees date|bees|arrive|colony delivery|bees come': ['May', 'in May'],
   f'{H}/bees price|price of bees|bee price|colony price|colony cost|bees cost|cost of bees|cost of the bees|'
   f'price of the colony|colony': ['£195', '195', '195 pounds', '£195 for a colony']}),
 ("Actually make it a WBC instead, it looks nicer in a garden.", ['update'],
  {HT: ['WBC', 'a WBC', 'WBC hive', 'a WBC hive']}),
 ("That's 420 rather than 310.", ['update'], {HP: ['£420', '420', '420 pounds']}),
 ("Hmm, no, too dear. Back to the National at 310.", ['update'],
  {HT: ['National', 'a National hive', 'National hive', 'a National'],
   HP: ['£310', '310', '£310 with the frames', '310 pounds', '£310 including frames']}),
 ("My neighbour's already asking whether we'll have honey to spare.", [], {}),
 ("Which hive am I getting, what's it costing, and when does the course start?", ['check'], {},
  dict(facts=['National', '310', '3 March|March 3|3rd March|March 3rd|3rd of March'], contradicts=['WBC', '420'])),
])

W = ('windows|new windows|window replacement|replacement windows|double glazing|replacing the windows|glazing|'
     'window job|window fitting|windows replacement|uPVC windows|replace windows|window quote|front windows|'
     'replacing front windows|replace the front windows|new front windows|window')
WC = f'{W}/colour|color|frame colour|frame color|finish|frame finish'
WP = f'{W}/price|quote|cost|total|quoted price|quote price'
sc('h8_windows', 'Held-out 8 (issue 14): replacing rotten front windows', 'A situation-only opener, a count with a '
   'breakdown after a copula, a firm with a price, a material and a colour in one clause, an aside with nothing to '
   'record, a colour swapped by "rather than", a price raised by a percentage, a date and a length in one turn, the '
   'colour put back with its price implied, a verbless extra, a check.', [
 ("The windows at the front are rotten, they need replacing.", ['new'],
  {W: None, f'?{W}/which|where|location|rooms|which windows|side': ['the front', 'at the front', 'front',
                                                                   'front windows', 'the windows at the front'],
   f'?{W}/problem|condition|reason|why|issue|state': ['rotten', 'they are rotten']}),
 ("There's five of them, three downstairs and two up.", ['new'],
  {f'{W}/number|count|how many|quantity|number of windows|windows count|amount': [
      'five', '5', 'five of them', '5 windows', 'five windows'],
   f'?{W}/breakdown|split|floors|where|location|layout': ['three downstairs and two up', '3 downstairs, 2 up',
                                                         'three downstairs, two up', '3 downstairs and 2 up',
                                                         'three downstairs and two upstairs']}),
 ("ClearView quoted £6,200 for uPVC in white.", ['new'],
  {f'{W}/company|fitter|installer|firm|supplier|contractor|who|quote from|glazier|quoted by|fitters': [
      'ClearView', 'Clear View'],
   WP: ['£6,200', '6,200', '6200', '£6200', '6200 pounds'],
   f'{W}/material|frame|frames|frame material|type|frame type|window type': ['uPVC', 'upvc', 'PVC', 'u-PVC'],
   WC: ['white']}),
 ("Timber's an option too but it's nearly double.", [], {}),
 ("Let's do anthracite grey rather than white.", ['update'],
  {WC: ['anthracite grey', 'anthracite', 'grey', 'anthracite gray', 'gray']}),
 ("They've said that adds 10%.", ['update'], {WP: ['£6,820', '6,820', '6820', '£6820', '6820 pounds']}),
 ("Fitting would be the week of the 21st, takes two days.", ['new'],
  {f'{W}/fitting|fitting date|install date|installation|installation date|date|when|start|start date|fitting week|'
   f'week': ['the week of the 21st', 'week of the 21st', 'the 21st', '21st', 'w/c 21st', 'week commencing the 21st',
             'w/c the 21st'],
   f'{W}/duration|how long|length|time|days|job length|fitting time|fitting duration': ['two days', '2 days',
                                                                                        'takes two days']}),
 ("On second thoughts, stick with white, the grey isn't worth the extra.", ['update'],
  {WC: ['white'], WP: ['£6,200', '6,200', '6200', '£6200', '6200 pounds']}),
 ("And they'll take the old frames away for nothing.", ['new'],
  {f'{W}/disposal|old frames|removal|old windows|take away|waste|old frame removal|removal of old frames|'
   f'old frames removal|taking away old frames': [
       'free', 'for nothing', 'they take the old frames away for nothing', 'take the old frames away', 'included',
       'no charge', 'free of charge', 'taken away free', 'take away for free', 'take the old frames away for nothing',
       'taken away for nothing', 'yes, free']}),
 ("Who's fitting them, what colour, and when?", ['check'], {},
  dict(facts=['ClearView|Clear View', 'white', '21st'], contradicts=['anthracite', 'grey', '6,820', '6820'])),
])

G = ('golf lessons|golf|lessons|golf lessons for Dad|Dad\'s golf lessons|lesson|golf present|retirement present|'
     'present for Dad|gift for Dad|golf gift|golf lesson|block of lessons|Dad golf|retirement gift|'
     'golf lessons for Dad\'s retirement|Dad\'s retirement present|block of golf lessons')
GN = f'{G}/number|lessons|count|how many|number of lessons|block|sessions|block size|lesson count|quantity'
GP = f'{G}/price|cost|total|fee|block price|lessons price|cost of lessons'
K = ('clubs|golf clubs|half set|half set of clubs|set of clubs|golf set|clubs for Dad|buying clubs|golf club set|'
     'new clubs|kit|golf kit|a half set|half-set of clubs|buy clubs|secondhand clubs|second-hand clubs')
sc('h8_golf', 'Held-out 8 (issue 14): golf lessons for a father\'s retirement', 'A plan opener with an occasion, a '
   'venue with a block and its price, a length as a copula, a second task from a need, a price with a hedge, a count '
   'raised with a reason, the new price as a fragment, the second task dropped by news, a first lesson placed relative '
   'to an event with a time without am/pm, a check over both tasks.', [
 ("Dad retires next month and we want to get him some golf lessons.", ['new'],
  {G: None, f'?{G}/for|who|recipient|person|student|pupil': ['Dad', 'him'],
   f'?{G}/occasion|reason|why|event': ['retirement', 'his retirement', 'Dad retires', 'retiring', 'Dad retiring',
                                       'Dad retires next month', 'retirement next month']}),
 ("The pro at Millbrook does a block of six for £180.", ['new'],
  {f'{G}/venue|club|where|location|golf club|course|place|provider|golf course': [
      'Millbrook', 'the pro at Millbrook', 'Millbrook golf club', 'at Millbrook', 'Millbrook Golf Club'],
   f'?{G}/instructor|coach|pro|teacher|who|golf pro|trainer': ['the pro', 'pro', 'the pro at Millbrook',
                                                               'Millbrook pro', 'the Millbrook pro'],
   GN: ['six', '6', 'a block of six', 'block of six', '6 lessons', 'six lessons'],
   GP: ['£180', '180', '£180 for six', '180 pounds', '£180 for 6']}),
 ("Each one's 45 minutes.", ['new'],
  {f'{G}/length|duration|lesson length|how long|time|minutes|lesson duration': [
      '45 minutes', '45 min', '45 mins', 'three quarters of an hour', '45 minutes each', '45']}),
 ("He'll need clubs as well, a half set would do him.", ['new'],
  {K: None, f'?{K}/type|size|set|what|kind|set type|set size|which': ['a half set', 'half set', 'half-set']}),
 ("Secondhand ones on Marketplace go for about 90.", ['new'],
  {f'{K}/price|cost|budget|how much|expected price|expected cost|about': ['about 90', '90', '£90', 'about £90',
                                                                          'around 90', 'around £90', '~90', '~£90'],
   f'?{K}/where|from|source|seller|shop|supplier|site|buy from': [
       'Marketplace', 'Facebook Marketplace', 'on Marketplace', 'secondhand on Marketplace'],
   f'?{K}/condition|new or used|secondhand|used|second hand|second-hand': ['secondhand', 'second-hand', 'used',
                                                                          'second hand']}),
 ("Actually let's go for ten, six won't be enough to get him hooked.", ['update'],
  {GN: ['ten', '10', '10 lessons', 'ten lessons', 'a block of ten', 'block of ten']}),
 ("£280 for ten.", ['update'], {GP: ['£280', '280', '280 pounds', '£280 for ten', '£280 for 10']}),
 ("Mum's found Grandpa's old clubs in the loft, so scrap buying any.", ['update'],
  {K: 'DEL', f'?{K}/type|size|set|what|kind|set type|set size|which': 'DEL',
   f'{K}/price|cost|budget|how much|expected price|expected cost|about': 'DEL',
   f'?{K}/where|from|source|seller|shop|supplier|site|buy from': 'DEL',
   f'?{K}/condition|new or used|secondhand|used|second hand|second-hand': 'DEL',
   f'?{G}/clubs|equipment|kit|golf clubs': ["Grandpa's old clubs", "Grandpa's clubs", 'old clubs from the loft',
                                            "Grandpa's old clubs from the loft"]}),
 ("First lesson's the Saturday after his leaving do, at 10.", ['new'],
  {f'{G}/start|first lesson|start date|date|when|day|first lesson date|first lesson day|starts': [
      'the Saturday after his leaving do', 'Saturday after his leaving do', 'Saturday', 'the Saturday',
      'Saturday after leaving do'],
   f'{G}/time|start time|lesson time|first lesson time|at': ['10', '10 am', '10:00', '10am', "10 o'clock",
                                                             '10:00 am']}),
 ("So how many lessons has he got, how long is each, and are we still buying clubs?", ['check'], {},
  dict(facts=['ten|10', '45'], contradicts=['six lessons', '180', '£90'])),
])

X = ('christening|baptism|christening for Rosa|Rosa\'s christening|naming day|christening service|baby\'s christening|'
     'church service|Rosa christening|Rosa\'s baptism|baptism for Rosa|christening at St Anne\'s')
XD = f'{X}/date|day|when|christening date|which Sunday|christening day'
XG = f'{X}/godparents|godparent|godparents list|godmothers|godfathers|godparent list'
V = ('invitations|invites|invitation|christening invitations|christening invites|invite cards|cards|'
     'sending invitations|invitation cards|printed invitations|order invitations|ordering invitations')
VN = f'{V}/number|count|how many|quantity|amount|guests|number of invitations|number of invites'
sc('h8_christening', 'Held-out 8 (issue 14): a baby\'s christening and its invitations', 'A plan opener with a '
   'church, a date offered by a third person with a relative time, a list of godparents with relations, a second '
   'task with a hedged count, a godparent added through a copula, a supplier and price per item, a date moved by '
   'news, a count raised with a reason, a godparent removed with a pronoun, a check over both tasks.', [
 ("We're having little Rosa christened at St Anne's.", ['new'],
  {X: None, f'{X}/church|venue|where|location|place': ["St Anne's", 'St Annes', 'St Anne’s', "St Anne's church",
                                                       'St Anne', "St Anne's Church", "at St Anne's"],
   f'?{X}/baby|who|child|name|for|baby name': ['Rosa', 'little Rosa']}),
 ("Vicar's offered Sunday 8 June, after the morning service.", ['new'],
  {XD: ['Sunday 8 June', '8 June', 'June 8', 'Sunday 8th June', '8th June', 'Sunday, 8 June', 'Sunday June 8',
        'June 8th', 'Sunday, June 8'],
   f'{X}/time|timing|service time|when in the day|slot|start time': [
       'after the morning service', 'after morning service', 'after the service', 'after the Sunday morning service']}),
 ("Godparents are my brother Sam and Jo from work.", ['new'],
  {XG: ['my brother Sam and Jo from work', 'Sam and Jo', 'Sam, Jo', 'Sam and Jo from work',
        'my brother Sam, Jo from work',
        'Sam (my brother) and Jo (from work)', 'Sam (brother) and Jo (work)', 'brother Sam and Jo from work',
        'brother Sam, Jo from work']}),
 ("We'll need invitations, maybe 40.", ['new'],
  {V: None, VN: ['40', 'forty', 'maybe 40', 'about 40', '40 invitations', 'around 40', '~40']}),
 ("Ana should be a godmother too, she'd be hurt otherwise.", ['update'],
  {XG: ['my brother Sam, Jo from work and Ana', 'Sam, Jo and Ana', 'Sam and Jo and Ana', 'Sam, Jo, Ana',
        'Sam and Jo from work and Ana', 'Sam (my brother), Jo (from work) and Ana', 'brother Sam, Jo from work, Ana',
        'brother Sam, Jo from work and Ana', 'my brother Sam, Jo from work, Ana']}),
 ("Printed ones from Paperwing, £1.20 each.", ['new'],
  {f'{V}/supplier|printer|from|shop|company|where|who|maker|seller|print shop': ['Paperwing'],
   f'{V}/price|cost|each|price each|unit price|cost each|price per card|price per invitation|cost per invitation': [
       '£1.20 each', '£1.20', '1.20', '1.20 each', '£1.20 per card', '£1.20 per invitation'],
   f'?{V}/type|kind|style|format': ['printed', 'printed ones', 'printed cards']}),
 ("The vicar rang, the 8th's gone, it'll be the 15th.", ['update'],
  {XD: ['the 15th', '15th', '15 June', 'June 15', 'Sunday 15 June', '15th June', 'Sunday 15th', 'June 15th',
        'Sunday the 15th', 'Sunday, 15 June', 'Sunday June 15']}),
 ("Make that 55 invites, Dan's side keeps growing.", ['update'],
  {VN: ['55', 'fifty-five', 'fifty five', '55 invitations', '55 invites']}),
 ("No, Jo can't commit to it, take her off.", ['update'],
  {XG: ['my brother Sam and Ana', 'Sam and Ana', 'Sam, Ana', 'brother Sam and Ana', 'Sam (my brother) and Ana',
        'brother Sam, Ana', 'my brother Sam, Ana']}),
 ("Who are the godparents now, which Sunday is it, and how many invitations am I ordering?", ['check'], {},
  dict(facts=['Sam', 'Ana', '15th|15 June|June 15', '55'], contradicts=['Jo', '8 June', 'June 8', '40'])),
])

R = ('watch|watch repair|repair|Grandad\'s watch|Grandad\'s watch repair|watch service|old watch|repairing the watch|'
     'watch fix|fixing the watch|grandfather\'s watch|Grandad watch|Seiko|Seiko repair|Grandad\'s Seiko|'
     'Grandad\'s old Seiko|old Seiko|watch repairs|fix watch|repair watch|fix the watch|repair the watch')
RW = f'{R}/work|job|repair|service|what|jobs|repairs|work needed|needs|work to do|job list|what needs doing'
RP = f'{R}/price|cost|quote|total|bill|repair cost|repair price'
sc('h8_watch', 'Held-out 8 (issue 14): repairing a grandad\'s old watch', 'A question opener with a brand and a fault, '
   'a shop from a third person, a job with its price in a copula, a second job with a new total, a bare duration '
   'with a hedge, an extra asked for with a colour as a fragment, the total restated as "all told", a job dropped with '
   'a reason and the total left to compute, a drop-off day, a check.', [
 ("Grandad's old Seiko has stopped, can anyone round here fix it?", ['new'],
  {R: None, f'?{R}/brand|make|model|watch|which|which watch': ['Seiko', 'old Seiko', "Grandad's old Seiko"],
   f'?{R}/problem|fault|issue|what\'s wrong|condition': ['stopped', 'it has stopped', 'has stopped', 'stopped working',
                                                        "it's stopped"]}),
 ("Hartley's on the high street said they'd look at it.", ['new'],
  {f'{R}/repairer|jeweller|shop|where|who|jeweler|repair shop|place|watchmaker|repairers': [
      "Hartley's", 'Hartleys', 'Hartley', "Hartley's on the high street", 'Hartleys on the high street']}),
 ("It needs a full service, that's £140.", ['new'],
  {RW: ['a full service', 'full service', 'service'], RP: ['£140', '140', '140 pounds']}),
 ("The glass is scratched too; with a new one it comes to £165.", ['update'],
  {RW: ['a full service and a new glass', 'full service and new glass', 'full service, new glass',
        'a full service, a new glass', 'full service and glass replacement', 'full service, glass replacement',
        'full service and replace glass', 'full service, replace glass', 'full service and new crystal',
        'full service, new crystal', 'a full service and new glass'],
   RP: ['£165', '165', '165 pounds']}),
 ("Three weeks, they reckon.", ['new'],
  {f'{R}/time|how long|turnaround|duration|wait|ready in|repair time|timescale|lead time|time needed|takes': [
      'three weeks', '3 weeks', 'about three weeks', 'about 3 weeks']}),
 ("Get them to put a new leather strap on while they're at it. Brown.", ['new'],
  {f'{R}/strap|new strap|strap colour|band|strap color|strap type': [
      'brown leather', 'a new brown leather strap', 'brown leather strap', 'brown', 'new leather strap, brown',
      'leather, brown', 'new brown leather strap', 'new leather strap', 'leather strap, brown']}),
 ("Strap's £30, so 195 all told.", ['update'],
  {RP: ['£195', '195', '195 all told', '£195 all told', '195 pounds'],
   f'?{R}/strap price|strap cost': ['£30', '30', '30 pounds']}),
 ("Actually forget the new glass, Grandad likes the scratches, says they're his.", ['update'],
  {RW: ['a full service', 'full service', 'service'], RP: ['£170', '170', '170 pounds']}),
 ("I'll drop it in on Thursday on my way to work.", ['new'],
  {f'{R}/drop off|drop-off|drop off day|when|date|drop off date|taking it in|handing in|dropping off|drop in|'
   f'drop-off day|day': ['Thursday', 'on Thursday']}),
 ("So what are they doing to it, what's the bill, and how long will it take?", ['check'], {},
  dict(facts=['service', 'strap', '170', 'three weeks|3 weeks'], contradicts=['195', '165'])),
])

B = ('bouldering|climbing|climbing wall|bouldering session|climbing session|bouldering wall|climbing centre|'
     'indoor climbing|taster session|bouldering taster|climbing taster|bouldering trip|climbing trip|'
     'kids bouldering|twins bouldering|bouldering for the twins|try bouldering|trying bouldering|taster|'
     'kids\' taster|kids taster session|kids\' taster session')
BW = f'{B}/who|for|people|kids|climbers|children|going|participants|attendees'
BD = f'{B}/date|day|when|session date|booked for|which Sunday|session day'
sc('h8_climbing', 'Held-out 8 (issue 14): taking twins bouldering', 'A third-person opener with a wish, a venue '
   'introduced with "called", a price per child with a verbless tail, a day with a time range as a fragment, a person '
   'added with "wants in", the person removed by a third party\'s news, a date moved with a reason, a thing to bring, '
   'a return to the first date, a check.', [
 ("The twins have been begging to try bouldering.", ['new'],
  {B: None, BW: ['the twins', 'twins']}),
 ("There's a place called The Crux that runs kids' taster sessions.", ['new'],
  {f'{B}/venue|where|place|centre|center|location|wall|gym|climbing centre|climbing wall': ['The Crux', 'Crux'],
   f'?{B}/session type|type|kind|what|session|activity': ["kids' taster", 'kids taster', 'taster', 'taster session',
                                                          "kids' taster sessions", 'kids taster session',
                                                          "a kids' taster session", "kids' taster session"]}),
 ("£16 a child, shoe hire included.", ['new'],
  {f'{B}/price|cost|fee|price per child|per child|cost per child|price each|cost each': [
      '£16 a child', '£16', '16', '£16 per child', '16 each', '£16 each', '16 a child', '16 per child'],
   f'?{B}/shoe hire|shoes|shoe|shoes hire|includes|included|extras': ['included', 'shoe hire included', 'yes', 'free',
                                                                      'shoe hire']}),
 ("Sunday the 9th, 10 till 11.", ['new'],
  {BD: ['Sunday the 9th', 'the 9th', '9th', 'Sunday 9th', 'Sunday'],
   f'{B}/time|session time|start time|hours|times|slot|time slot': [
       '10 till 11', '10-11', '10 to 11', '10am to 11am', '10:00-11:00', '10 am - 11 am', '10 until 11',
       '10 till 11 am', '10am-11am', '10:00 to 11:00', '10 am to 11 am', '10–11']}),
 ("Their friend Milo wants in too.", ['update'],
  {BW: ['the twins and Milo', 'twins and Milo', 'the twins, Milo', 'twins, Milo', 'the twins and their friend Milo',
        'twins and their friend Milo', 'the twins and friend Milo']}),
 ("Milo's mum says he's got football, so it's just our two after all.", ['update'],
  {BW: ['the twins', 'twins', 'our two', 'just the twins', 'our two twins']}),
 ("Move it to the 16th, we're at Nana's on the 9th.", ['update'],
  {BD: ['the 16th', '16th', 'Sunday the 16th', 'Sunday 16th']}),
 ("They'll need to bring water bottles.", ['new'],
  {f'{B}/bring|what to bring|take|kit|to bring|things to bring|needs|bring with|items to bring|what to take|'
   f'equipment': ['water bottles', 'water bottle', 'a water bottle', 'water']}),
 ("Sorry, back to the 9th, Nana's cancelled.", ['update'],
  {BD: ['Sunday the 9th', 'the 9th', '9th', 'Sunday 9th']}),
 ("Where are we going, which Sunday, and what's it costing per kid?", ['check'], {},
  dict(facts=['Crux', '9th', '£16|16'], contradicts=['16th', 'Milo'])),
])

F = ('family tree|family history|genealogy|ancestry|family research|tracing the family|research|family tree research|'
     'tracing ancestors|ancestors|family history research|Mum\'s family|tracing Mum\'s family|Mum\'s side|'
     'tracing Mum\'s side|trace the family|family tree for Mum|Mum\'s family tree|tracing the family tree')
FM = f'{F}/marriage|married|marriage year|wedding|marriage date|married in|marriage record|year married|wedding year'
FH = f'{F}/husband|spouse|married to|great grandfather|partner|great-grandfather|Edith\'s husband'
A = ('archive visit|archives|visit to the archives|archives visit|library visit|Central Library visit|record office|'
     'trip to the archives|Stockport archives|parish registers|looking at parish registers|visit|'
     'Stockport archives visit|archive trip|Central Library|visit to the Central Library|archive|register search|'
     'parish register visit|going to the archives')
AW = f'{A}/where|venue|place|location|library|archive'
sc('h8_family_tree', 'Held-out 8 (issue 14): tracing a mother\'s family tree', 'A third-person request as an opener, '
   'a name with a place and a hedged year in a copula, a site with a trial in a perfect, a year and a spouse from a '
   'record, both corrected by "hang on", a second task with a purpose, opening days with a condition, a date with a '
   'vague time, a monthly price, a check over both tasks.', [
 ("Mum's asked me to trace her side of the family back as far as I can.", ['new'],
  {F: None, f'?{F}/side|whose|which side|branch|for|who for': ["Mum's side", 'her side', "Mum's", "mother's side",
                                                                'maternal side', 'Mum', "Mum's family"],
   f'?{F}/goal|how far|scope|depth': ['as far as I can', 'as far back as I can', 'as far back as possible']}),
 ("Her grandmother was Edith Marsh, born in Stockport around 1901.", ['new'],
  {f'{F}/ancestor|great grandmother|grandmother|starting point|person|earliest ancestor|name|who|relative|'
   f'great-grandmother|her grandmother|Mum\'s grandmother|ancestor name': ['Edith Marsh', 'Edith'],
   f'{F}/birthplace|born|place of birth|birth place|born in|where born|birth location': ['Stockport', 'in Stockport'],
   f'{F}/birth year|year|born year|year of birth|birth date|date of birth|when born|born around|birth': [
       'around 1901', '1901', 'c. 1901', 'about 1901', 'circa 1901', 'c.1901', '~1901']}),
 ("I've signed up to Ancestry, the 14-day free trial.", ['new'],
  {f'{F}/site|website|service|platform|tool|account|database|signed up to|research site': ['Ancestry', 'Ancestry.com'],
   f'{F}/trial|free trial|plan|subscription|membership|trial length': [
       '14-day free trial', '14 day free trial', '14 days free', 'free trial, 14 days', '14 days',
       'the 14-day free trial',
       '14-day trial', '14 day trial', 'free trial']}),
 ("Her marriage record says 1924, to a Walter Briggs.", ['new'],
  {FM: ['1924', 'in 1924', 'married 1924', 'married in 1924'], FH: ['Walter Briggs', 'Walter', 'a Walter Briggs']}),
 ("Hang on, that's a different Edith. The right one married a Frank Doyle in 1926.", ['update'],
  {FM: ['1926', 'in 1926', 'married 1926', 'married in 1926'], FH: ['Frank Doyle', 'Frank', 'a Frank Doyle']}),
 ("Stockport's archives are at the Central Library, I want to go and look at the parish registers.", ['new'],
  {A: None, AW: ['the Central Library', 'Central Library', "Stockport's archives at the Central Library",
                 'Stockport Central Library', "Stockport's archives", 'Stockport archives at the Central Library'],
   f'{A}/what|purpose|to see|looking at|records|documents|for|reason|look at|to look at|research|aim': [
       'the parish registers', 'parish registers', 'look at the parish registers', 'to look at the parish registers',
       'parish register', 'looking at the parish registers']}),
 ("They only open Wednesdays and Fridays, booking essential.", ['new'],
  {f'{A}/opening|open|opening days|days open|opening hours|open days|days|opening times': [
      'Wednesdays and Fridays', 'Wednesday and Friday', 'Wed and Fri', 'only Wednesdays and Fridays',
      'Wednesdays, Fridays', 'Wednesdays and Fridays only'],
   f'?{A}/booking|book|booking needed|booking required|booking essential|appointment|reservation': [
       'essential', 'booking essential', 'required', 'yes', 'booking required', 'must book', 'needed']}),
 ("I'll go Friday the 20th, first thing.", ['new'],
  {f'{A}/date|day|when|visit date|visit day|going': ['Friday the 20th', 'the 20th', '20th', 'Friday 20th', 'Friday',
                                                     'Friday the 20th, first thing'],
   f'?{A}/time|what time|start|visit time|arrival time': ['first thing', 'first thing in the morning', 'morning',
                                                          'early morning', 'opening time']}),
 ("Ancestry want £14.99 a month once the trial's up.", ['new'],
  {f'{F}/price|cost|monthly cost|subscription cost|fee|monthly fee|subscription price|monthly price|'
   f'cost after trial|price after trial|Ancestry cost|Ancestry price': [
       '£14.99 a month', '£14.99', '14.99', '£14.99/month', '14.99 a month', '£14.99 per month', '14.99 per month',
       '£14.99 a month after the trial', '£14.99 monthly']}),
 ("Who did Edith marry, when, and when am I going to the archives?", ['check'], {},
  dict(facts=['Frank Doyle|Frank', '1926', '20th'], contradicts=['Walter', '1924'])),
])

WM = ('washing machine|new washing machine|washer|washing machine purchase|buying a washing machine|'
      'replacement washing machine|machine|new washer|appliance|laundry machine|washer replacement|'
      'replace washing machine|replacing the washing machine|new machine|washing machine replacement')
WMM = f'{WM}/model|make|which|brand|choice|machine|which machine|model choice|chosen model'
WMK = f'{WM}/capacity|size|drum size|load|kg|drum|load size|drum capacity|weight|kilos'
WMP = f'{WM}/price|cost|machine price|price of machine|model price'
WMD = f'{WM}/delivery|delivery date|delivery day|when|arrives|arriving|delivered|delivery slot|arrival'
sc('h8_washer', 'Held-out 8 (issue 14): replacing a leaking washing machine', 'A discourse-word opener with a '
   'problem and a decision, a budget as a verbless copula, a model with a capacity, price and shop with a comparison, '
   'a delivery day, an extra cost "on top", a switch to another model with its own figures, a confirmation with '
   'nothing new, a return to the first model by name only, a delivery day asked for as a question, a check.', [
 ("Ugh, the washing machine's leaking everywhere again. Time for a new one, I think.", ['new'],
  {WM: None, f'?{WM}/reason|problem|why|issue|old machine|fault': ['leaking', 'the old one is leaking',
                                                                   'leaking everywhere', 'old one leaking',
                                                                   'leaking everywhere again', 'old one leaks']}),
 ("Budget's 400 tops.", ['new'],
  {f'{WM}/budget|max|price limit|maximum|spend|max price|maximum price|limit|max budget|budget limit': [
      '400 tops', '400', '£400', '£400 max', 'up to 400', '400 max', '£400 tops', 'under 400', 'up to £400',
      '£400 maximum', 'max £400', 'max 400']}),
 ("Leaning towards the Bosch Series 4, 9 kilos. It's £429 at Appliance City, so a bit over.", ['new'],
  {WMM: ['the Bosch Series 4', 'Bosch Series 4', 'Bosch', 'Bosch Series 4, 9 kilos'],
   WMK: ['9 kilos', '9 kg', '9kg', '9 kilo', 'nine kilos', '9'],
   WMP: ['£429', '429', '429 pounds'],
   f'{WM}/shop|retailer|store|where|from|seller|supplier|buy from|where from': ['Appliance City',
                                                                                 'at Appliance City']}),
 ("Delivery's free, they'd bring it Tuesday.", ['new'],
  {WMD: ['Tuesday', 'on Tuesday'],
   f'?{WM}/delivery cost|delivery charge|delivery price|shipping|delivery fee|shipping cost': ['free', 'free delivery',
                                                                                            '£0', '0']}),
 ("Installing it and taking the old one away is 35 on top.", ['new'],
  {f'{WM}/installation|install|fitting|installation and removal|install and removal|installation cost|extras|'
   f'removal|add-ons|install cost|fitting cost|installation and disposal|install and take away|extra|'
   f'install and removal cost|installation fee': [
       '35', '£35', '35 on top', '£35 on top', '£35 extra', '35 extra', '£35 for installation and removal']}),
 ("Actually the Beko's £349 for 8 kilos, I'll have that and stay under budget.", ['update'],
  {WMM: ['the Beko', 'Beko'], WMK: ['8 kilos', '8 kg', '8kg', 'eight kilos', '8 kilo', '8'],
   WMP: ['£349', '349', '349 pounds']}),
 ("Same shop, same Tuesday delivery.", [], {}),
 ("Reviews say the Beko's drum bearings go after two years. Back to the Bosch.", ['update'],
  {WMM: ['the Bosch Series 4', 'Bosch Series 4', 'Bosch', 'Bosch Series 4, 9 kilos'],
   WMK: ['9 kilos', '9 kg', '9kg', '9 kilo', 'nine kilos', '9'],
   WMP: ['£429', '429', '429 pounds']}),
 ("Can they come Thursday instead? I'm in all day then.", ['update'], {WMD: ['Thursday', 'on Thursday']}),
 ("Which machine did I go for, what's it costing all in, and when's it coming?", ['check'], {},
  dict(facts=['Bosch', '429|464', 'Thursday'], contradicts=['Beko', '349', 'Tuesday'])),
])

P = ('play|audition|am-dram|amateur dramatics|drama|the play|audition for the play|role|part|theatre group|'
     'drama group|village players|players|production|show|acting|am dram|audition for Blithe Spirit|Blithe Spirit|'
     'Blithe Spirit audition|partner\'s audition|his audition|village players audition|auditions')
PR = f'{P}/role|part|character|going for|playing|reading for|auditioning for|audition role'
PD = f'{P}/audition date|date|when|day|audition day|audition'
T = ('costume|costumes|smoking jacket|1930s smoking jacket|costume hunt|finding a costume|outfit|jacket|'
     'costume for the play|his costume|costume for him|buying a costume|get a costume|stage costume')
sc('h8_play', 'Held-out 8 (issue 14): a partner\'s audition for an amateur play', 'A third-person opener with a group '
   'and a play, a role with a pronoun, a day, a time and a place in a copula, a piece to learn with a pronoun, a role '
   'switched by a third party, a second task from an obligation, a find with a price, material and site, the find '
   'dropped for a loan, the day moved keeping the time, a check.', [
 ("My partner wants to audition for the village players' Blithe Spirit.", ['new'],
  {P: None, f'{P}/play|show|production|title|what|which play|play title': ['Blithe Spirit'],
   f'?{P}/who|person|auditioning|actor|for|auditionee': ['my partner', 'partner', 'him'],
   f'?{P}/group|company|society|theatre group|drama group|with|by|drama society|theatre company': [
       'the village players', 'village players', 'The Village Players']}),
 ("He's going for Charles.", ['new'], {PR: ['Charles', 'the part of Charles', 'the role of Charles']}),
 ("Auditions are Wednesday at 7:30 in the church hall.", ['new'],
  {PD: ['Wednesday', 'on Wednesday'],
   f'{P}/time|audition time|start time|at': ['7:30', '7.30', '7:30 pm', '19:30', 'half seven', '7:30pm', '7.30 pm',
                                              '7.30pm'],
   f'{P}/venue|where|location|place|audition venue|audition location': ['the church hall', 'church hall',
                                                                          'in the church hall']}),
 ("He has to learn a two-page speech for it.", ['new'],
  {f'{P}/piece|speech|audition piece|prep|preparation|to learn|learn|homework|task|lines|monologue|to do': [
      'a two-page speech', 'two-page speech', 'two page speech', 'a speech', 'speech', 'learn a two-page speech',
      'a two page speech', '2-page speech', '2 page speech']}),
 ("They've switched him to reading for Dr Bradman, Charles is as good as cast.", ['update'],
  {PR: ['Dr Bradman', 'Doctor Bradman', 'Bradman', 'Dr. Bradman', 'the part of Dr Bradman']}),
 ("Whatever part he gets, everyone finds their own costume, so he'll need a 1930s smoking jacket.", ['new'],
  {T: None, f'?{T}/item|what|piece|garment|type|style|need|needs|costume': [
      'a 1930s smoking jacket', '1930s smoking jacket', 'smoking jacket'],
   f'?{T}/era|period|decade|year': ['1930s', 'the 1930s', '1930']}),
 ("Found a velvet one on eBay for £38.", ['new'],
  {f'{T}/price|cost|price paid': ['£38', '38', '38 pounds'],
   f'{T}/where|from|source|seller|shop|site|supplier|bought from|lender|lent by|borrowed from|getting it from|'
   f'found on|found at': ['eBay', 'on eBay'],
   f'{T}/material|fabric': ['velvet']}),
 ("Don't bother, the wardrobe mistress is lending him one.", ['update'],
  {f'{T}/price|cost|price paid': 'DEL', f'{T}/material|fabric': 'DEL',
   f'{T}/where|from|source|seller|shop|site|supplier|bought from|lender|lent by|borrowed from|getting it from|'
   f'found on|found at': ['the wardrobe mistress', 'wardrobe mistress', 'borrowed from the wardrobe mistress',
                          'lent by the wardrobe mistress', 'borrowing from the wardrobe mistress',
                          'borrowed from wardrobe mistress', 'lent by wardrobe mistress', 'wardrobe']}),
 ("Wednesday's moved to Thursday, same time.", ['update'], {PD: ['Thursday', 'on Thursday']}),
 ("What's he reading for, and when and where is it?", ['check'], {},
  dict(facts=['Bradman', 'Thursday', '7:30|7.30|19:30|half seven', 'church hall'],
       contradicts=['Wednesday', 'Charles'])),
])

RF = ('raffle|charity raffle|scouts raffle|scout raffle|raffle for the scouts|prize draw|draw|tombola|fundraiser|'
      'fundraising raffle|summer fair raffle|scouts\' raffle|the raffle|scouts summer fair raffle|raffle stall')
RFP = f'{RF}/prizes|prize|prize list|items|prizes list|prizes so far|list of prizes'
RFF = f'{RF}/float|cash float|change|coins|float amount|cash|money for change'
sc('h8_raffle', 'Held-out 8 (issue 14): running a raffle at a scouts\' summer fair', 'A first-person opener with a '
   'cause and an event, a price in words with a bundle, a three-item prize list with places, a time without am/pm '
   'with a relative day, an item added by an afterthought, a count in a plan, an item removed with a reason and a '
   'pronoun-free subject, a float, the float raised with a reason, a check.', [
 ("I've been roped into running the raffle for the scouts' summer fair.", ['new'],
  {RF: None, f'?{RF}/for|cause|charity|beneficiary|organisation|group|organization|in aid of': [
      'the scouts', 'scouts', "the scouts' summer fair", 'scout group', 'the scout group'],
   f'?{RF}/event|occasion|at|where|venue': ["the scouts' summer fair", 'summer fair', 'the summer fair',
                                            'scouts summer fair']}),
 ("Tickets a pound each or six for a fiver.", ['new'],
  {f'{RF}/ticket price|price|cost|ticket cost|price per ticket|ticket prices|prices|pricing': [
      'a pound each or six for a fiver', '£1 each or 6 for £5', '£1 each, 6 for £5', '£1 each or six for £5',
      '£1, or 6 for £5', '£1 each', '£1', '£1 or 6 for £5', '£1 a ticket, 6 for £5',
      'a pound each, six for a fiver',
      '£1 each or 6 for a fiver', '£1 each, six for £5']}),
 ("Prizes so far: a hamper from the Co-op, a meal for two at the Feathers, and a car wash.", ['new'],
  {RFP: ['a hamper from the Co-op, a meal for two at the Feathers, and a car wash',
         'a hamper from the Co-op, a meal for two at the Feathers and a car wash',
         'hamper from the Co-op, meal for two at the Feathers, car wash', 'hamper, meal for two, car wash',
         'Co-op hamper, meal for two at the Feathers, car wash', 'Co-op hamper, meal for two, car wash',
         'hamper from Co-op, meal for two at Feathers, car wash', 'Co-op hamper, Feathers meal for two, car wash']}),
 ("Draw's at 4 on the Saturday.", ['new'],
  {f'{RF}/draw time|time|draw at|when is the draw|draw|time of draw': ['4', '4 pm', '4:00', '16:00', '4pm',
                                                                       "4 o'clock", '4:00 pm'],
   f'{RF}/day|date|draw day|draw date|when|which day': ['the Saturday', 'Saturday', 'on the Saturday']}),
 ("Oh and the garden centre's given a £25 voucher.", ['update'],
  {RFP: ['a hamper from the Co-op, a meal for two at the Feathers, a car wash and a £25 garden centre voucher',
         'hamper from the Co-op, meal for two at the Feathers, car wash, £25 garden centre voucher',
         'hamper, meal for two, car wash, £25 voucher', 'hamper, meal for two, car wash, garden centre voucher',
         'Co-op hamper, meal for two at the Feathers, car wash, £25 garden centre voucher',
         'Co-op hamper, meal for two, car wash, £25 garden centre voucher',
         'hamper from Co-op, meal for two at Feathers, car wash, £25 voucher from the garden centre',
         'a hamper from the Co-op, a meal for two at the Feathers, a car wash, a £25 voucher',
         'hamper, meal for two, car wash, £25 garden centre voucher',
         'Co-op hamper, meal for two at the Feathers, car wash, £25 voucher',
         'hamper from the Co-op, meal for two at the Feathers, car wash, £25 voucher']}),
 ("I'll get 500 tickets printed.", ['new'],
  {f'{RF}/tickets|number of tickets|ticket count|how many tickets|print run|quantity|tickets printed|'
   f'tickets to print|ticket numbers|number printed': ['500', '500 tickets', 'five hundred']}),
 ("The car wash has fallen through, the lad's away that weekend.", ['update'],
  {RFP: ['a hamper from the Co-op, a meal for two at the Feathers and a £25 garden centre voucher',
         'hamper from the Co-op, meal for two at the Feathers, £25 garden centre voucher',
         'hamper, meal for two, £25 voucher', 'hamper, meal for two, garden centre voucher',
         'Co-op hamper, meal for two at the Feathers, £25 garden centre voucher',
         'Co-op hamper, meal for two, £25 garden centre voucher',
         'hamper from Co-op, meal for two at Feathers, £25 voucher from the garden centre',
         'a hamper from the Co-op, a meal for two at the Feathers, a £25 voucher',
         'hamper, meal for two, £25 garden centre voucher',
         'Co-op hamper, meal for two at the Feathers, £25 voucher',
         'hamper from the Co-op, meal for two at the Feathers, £25 voucher']}),
 ("I'll need a float for the stall too, £50 in coins.", ['new'],
  {RFF: ['£50', '50', '£50 in coins', '50 pounds', '£50 in change', '50 in coins']}),
 ("Make the float 80, people always pay with twenties.", ['update'],
  {RFF: ['£80', '80', '80 pounds', '£80 in coins', '80 in coins']}),
 ("What prizes have we got, how much are tickets, and when's the draw?", ['check'], {},
  dict(facts=['hamper', 'meal for two', 'voucher', 'pound|£1|1 each', 'Saturday', '4|4pm|4 pm|16:00|four'],
       contradicts=['car wash'])),
])
