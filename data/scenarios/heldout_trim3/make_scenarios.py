"""Write the second held-out TRIM scenarios (issue 14, round 2) from a compact form: each turn sets/deletes gold paths."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (round 2) after the code was final and before any classifier was run on it; "
       "domains used nowhere else; never edited after the first run.")
sc = writer(sys.argv[1], 'held_out', SRC)

L = 'locksmith|locksmith visit|lock|lock change|lock repair|visit'
sc('h3_locksmith', 'Held-out 3 (issue 14): a locksmith', 'A clause-subject opener, a window, a price, a name swapped, a check.', [
 ("I locked myself out of the garage, so I need a locksmith this afternoon.", ['new'],
  {L: None, f'{L}/day|date|when|time': ['this afternoon', 'afternoon', 'today']}),
 ("He can come between 3 and 5 pm.", ['new'], {f'{L}/time|window|time window|arrival': ['between 3 and 5 pm', '3 to 5 pm', '3-5 pm']}),
 ("The call-out fee is $90.", ['new'], {f'{L}/fee|call-out fee|price|cost': ['$90', '90']}),
 ("The locksmith is Marco.", ['new'], {f'{L}/locksmith|name': 'Marco'}),
 ("Marco is busy, so they're sending Ines.", ['update'], {f'{L}/locksmith|name': 'Ines'}),
 ("Who is coming and how much is it?", ['check'], {}, dict(facts=['Ines', '90'], contradicts=['Marco'])),
])

R = 'roof repair|roof|roofer|repair|roofing'
sc('h3_roof', 'Held-out 3 (issue 14): a roof repair', 'A possessive clause opener, a date pushed, copular facts, undo.', [
 ("Our roof is leaking and we need a roofer next week.", ['new'], {R: None, f'{R}/day|date|when|week': ['next week']}),
 ("The roofer is coming on Tuesday.", ['new'], {f'{R}/day|date|when|week': ['Tuesday', 'on Tuesday']}),
 ("The quote is $1,200.", ['new'], {f'{R}/quote|price|cost': ['$1,200', '1,200', '$1200']}),
 ("Rain is forecast, so push it to Thursday.", ['update'], {f'{R}/day|date|when|week': 'Thursday'}),
 ("Never mind, keep Tuesday.", ['update'], {f'{R}/day|date|when|week': ['Tuesday', 'on Tuesday']}),
 ("When is the roofer coming?", ['check'], {}, dict(facts=['Tuesday'], contradicts=['Thursday'])),
])

K = 'karate|karate class|karate classes|class|classes|lessons'
sc('h3_karate', 'Held-out 3 (issue 14): karate classes', 'A phrasal opener, a time range, a price, a day changed, a check.', [
 ("I'm signing my son up for karate classes on Wednesdays.", ['new'],
  {K: None, f'{K}/day|days|date|when': ['Wednesdays', 'Wednesday', 'on Wednesdays']}),
 ("Classes run from 4 to 5 pm.", ['new'], {f'{K}/time|hours|when|time window': ['from 4 to 5 pm', '4 to 5 pm', '4-5 pm']}),
 ("The uniform costs $35.", ['new'], {f'{K}/uniform|uniform cost|price|cost': ['$35', '35']}),
 ("They moved the class to Fridays.", ['update'], {f'{K}/day|days|date|when': ['Fridays', 'Friday']}),
 ("What day is karate now?", ['check'], {}, dict(facts=['Friday'], contradicts=['Wednesday'])),
])

P = 'passport|passport renewal|renewal|passport appointment|appointment'
sc('h3_passport', 'Held-out 3 (issue 14): renewing a passport', 'A phrasal opener, a time, photos added, a time moved, a check.', [
 ("I'm trying to get my passport renewed before July.", ['new'], {P: None, f'?{P}/deadline|date|before|by': ['July', 'before July']}),
 ("The appointment at the passport office is on June 3 at 9:15 am.", ['new'],
  {f'{P}/date|day|when|appointment': ['June 3', 'June 3rd'], f'{P}/time|appointment time': ['9:15 am', '09:15']}),
 ("I need two passport photos too.", ['new'], {f'{P}/photos|passport photos|photo': None}),
 ("Can you move it to 11 am?", ['update'], {f'{P}/time|appointment time': ['11 am', '11:00']}),
 ("What time is the appointment?", ['check'], {}, dict(facts=['11'], contradicts=['9:15'])),
])

B = 'babysitter|babysitting|sitter|childcare'
sc('h3_babysitter', 'Held-out 3 (issue 14): a babysitter on Saturday night', 'An opener, a range, a rate, a sitter swapped, a check.', [
 ("We're looking for a babysitter on Saturday night.", ['new'], {B: None, f'{B}/day|date|when': ['Saturday', 'Saturday night']}),
 ("We'll be out from 7 to 11 pm.", ['new'], {f'{B}/time|hours|when|time window': ['from 7 to 11 pm', '7 to 11 pm', '7-11 pm']}),
 ("The sitter is Hannah.", ['new'], {f'{B}/sitter|babysitter|name': 'Hannah'}),
 ("She charges $18 an hour.", ['new'], {f'{B}/rate|price|cost|fee': ['$18 an hour', '$18', '18']}),
 ("Hannah cancelled, so Zoe is coming instead.", ['update'], {f'{B}/sitter|babysitter|name': 'Zoe'}),
 ("Who is babysitting?", ['check'], {}, dict(facts=['Zoe'], contradicts=['Hannah'])),
])

W = 'wine tasting|tasting|winery|winery visit|wine tour'
T = 'train tickets|tickets|train|train trip'
sc('h3_wine', 'Held-out 3 (issue 14): a wine tasting and train tickets', 'An opener, a count, a second task beside the first, a revision of the first, a check over both.', [
 ("I'd like to book a wine tasting for 4 people on Saturday.", ['new'],
  {W: None, f'{W}/people|guests|number|count': ['4', 'four'], f'{W}/day|date|when': 'Saturday'}),
 ("The tasting starts at 2 pm.", ['new'], {f'{W}/time|start|start time': ['2 pm', '14:00']}),
 ("Separately, I need to buy train tickets to get there.", ['new'], {T: None}),
 ("Make the tasting 3 pm instead.", ['update'], {f'{W}/time|start|start time': ['3 pm', '15:00']}),
 ("What have I planned?", ['check'], {}, dict(facts=['tasting', 'train'], contradicts=['2 pm'])),
])

C = 'choir|choir audition|audition|auditions'
sc('h3_choir', 'Held-out 3 (issue 14): a choir audition', 'A phrasal opener, a piece swapped, a time range, a check.', [
 ("I'm signing up for the community choir audition on May 9.", ['new'], {C: None, f'{C}/date|day|when': ['May 9', 'May 9th']}),
 ("Auditions are between 10 am and noon.", ['new'], {f'{C}/time|hours|when|time window': ['between 10 am and noon', '10 am to noon', '10 am-noon']}),
 ("I'll sing Danny Boy.", ['new'], {f'{C}/song|piece|sing|what to sing': 'Danny Boy'}),
 ("Actually, I'll sing Ave Maria instead.", ['update'], {f'{C}/song|piece|sing|what to sing': 'Ave Maria'}),
 ("What am I singing?", ['check'], {}, dict(facts=['Ave Maria'], contradicts=['Danny Boy'])),
])

O = 'bowling|bowling night|bowling lane|lane|lane booking|bowling alley'
sc('h3_bowling', 'Held-out 3 (issue 14): a bowling night', 'A create opener, a list extended, a time moved, undo, a check.', [
 ("Book a bowling lane for Friday at 8 pm with Ana, Ben and Carl.", ['new'],
  {O: None, f'{O}/day|date|when': 'Friday', f'{O}/time': ['8 pm', '20:00'],
   f'{O}/participants|people|players|guests|with': ['Ana, Ben and Carl', 'Ana, Ben, Carl']}),
 ("Add Dana too.", ['update'], {f'{O}/participants|people|players|guests|with': ['Ana, Ben, Carl and Dana', 'Ana, Ben, Carl, Dana']}),
 ("Move it to 9 pm.", ['update'], {f'{O}/time': ['9 pm', '21:00']}),
 ("Scratch that.", ['update'], {f'{O}/time': ['8 pm', '20:00']}),
 ("Who is coming and at what time?", ['check'], {}, dict(facts=['Dana', '8 pm|20:00'], contradicts=['9 pm'])),
])

D = 'dry cleaning|cleaning|dry cleaner|dry cleaners|laundry'
sc('h3_drycleaning', 'Held-out 3 (issue 14): dry cleaning', 'A causative opener, items, pick-up pushed, a check.', [
 ("I need to get my coat and two shirts dry cleaned.", ['new'], {D: None, f'?{D}/coat': None, f'?{D}/shirts|shirt': None}),
 ("Pick-up is on Thursday after 5 pm.", ['new'],
  {f'{D}/pick-up|pickup|pick up|day|date|when': ['Thursday', 'Thursday after 5 pm'], f'?{D}/time': ['after 5 pm', '5 pm']}),
 ("It costs $28 in total.", ['new'], {f'{D}/price|cost|total': ['$28', '28']}),
 ("They pushed pick-up to Friday.", ['update'], {f'{D}/pick-up|pickup|pick up|day|date|when': 'Friday'}),
 ("When can I collect it?", ['check'], {}, dict(facts=['Friday'], contradicts=['Thursday'])),
])

H = 'hearing test|hearing|audiologist|appointment|hearing appointment'
sc('h3_hearing', 'Held-out 3 (issue 14): a hearing test', 'A looking-for opener, a time, an address, a date moved, a check.', [
 ("I'm looking for a hearing test for my dad next month.", ['new'], {H: None, f'?{H}/date|day|when|month': ['next month']}),
 ("The audiologist has a slot on October 12 at 10:30 am.", ['new'],
  {f'{H}/date|day|when|month|slot': ['October 12', 'October 12th'], f'{H}/time': ['10:30 am', '10:30']}),
 ("The clinic is on Elm Street.", ['new'], {f'{H}/clinic|place|location|address|where': ['Elm Street', 'on Elm Street']}),
 ("Dad can't do the 12th, so make it October 19.", ['update'], {f'{H}/date|day|when|month|slot': ['October 19', 'October 19th']}),
 ("When is Dad's hearing test?", ['check'], {}, dict(facts=['October 19'], contradicts=['October 12'])),
])
