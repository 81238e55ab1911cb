"""Write the development TRIM scenarios (issue 14, round 2: phrasal and clause openers, time ranges, second tasks, slot names) from a compact form: each turn sets/deletes gold paths."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Development scenarios for issue 14 (round 2): new domains, used to develop the TRIM's linking rules; "
       "not a held-out measurement.")
sc = writer(sys.argv[1], 'user', SRC)

S = 'swimming lessons|swimming|swim lessons|swimming class|lessons|class'
sc('dev2_swimming', 'Dev (issue 14, round 2): swimming lessons', 'A phrasal-verb opener, a time range, a price, undo.', [
 ("I'm signing my daughter up for swimming lessons on Saturday mornings.", ['new'],
  {S: None, f'{S}/day|date|when|days': ['Saturday', 'Saturdays', 'Saturday mornings']}),
 ("The lessons run from 9 to 10 am.", ['new'], {f'{S}/time|hours|when|time window': ['from 9 to 10 am', '9 to 10 am', '9-10 am']}),
 ("They cost $80 a month.", ['new'], {f'{S}/price|cost|fee': ['$80 a month', '$80', '80']}),
 ("Actually, make it 10 to 11 am.", ['update'], {f'{S}/time|hours|when|time window': ['10 to 11 am', '10-11 am']}),
 ("Scratch that.", ['update'], {f'{S}/time|hours|when|time window': ['from 9 to 10 am', '9 to 10 am', '9-10 am']}),
 ("When are the lessons?", ['check'], {}, dict(facts=['Saturday', '9'], contradicts=['11 am'])),
])

E = 'electrician|electrician visit|repair|electrical repair|visit'
sc('dev2_electrician', 'Dev (issue 14, round 2): an electrician for flickering lights',
   'A clause-subject opener, a window, a name swapped, a check.', [
 ("The lights in my hallway keep flickering, so I need an electrician on Monday.", ['new'],
  {E: None, f'{E}/day|date|when': 'Monday', f'?{E}/problem|issue|lights': None}),
 ("Someone can come between 2 and 5 pm.", ['new'], {f'{E}/time|window|time window|arrival': ['between 2 and 5 pm', '2 to 5 pm', '2-5 pm']}),
 ("The electrician is Priya.", ['new'], {f'{E}/electrician|name': 'Priya'}),
 ("Priya is sick, so they're sending Tom.", ['update'], {f'{E}/electrician|name': 'Tom'}),
 ("Who is coming and when?", ['check'], {}, dict(facts=['Tom', 'Monday'], contradicts=['Priya'])),
])

O = 'eye exam|eye appointment|optometrist|appointment|eye test|exam'
sc('dev2_eyes', 'Dev (issue 14, round 2): an eye exam and new glasses',
   'A phrasal-verb opener, a second task beside the first, a day moved, a check over both.', [
 ("I'm looking for an eye exam next Wednesday.", ['new'], {O: None, f'{O}/day|date|when': ['next Wednesday', 'Wednesday']}),
 ("It should be at 4:30 pm.", ['new'], {f'{O}/time': ['4:30 pm', '16:30']}),
 ("I also need to order new contact lenses.", ['new'], {'contact lenses|lenses|contacts|lens order|order': None}),
 ("Move the exam to Thursday.", ['update'], {f'{O}/day|date|when': 'Thursday'}),
 ("What do I have going on?", ['check'], {}, dict(facts=['exam', 'lenses'], contradicts=['Wednesday'])),
])

U = 'storage unit|storage|unit|storage rental|rental'
sc('dev2_storage', 'Dev (issue 14, round 2): renting a storage unit', 'A phrasal opener, a size swapped, copular facts.', [
 ("I'm trying to sign up for a storage unit starting May 1.", ['new'],
  {U: None, f'{U}/start|start date|date|from|day': ['May 1', 'May 1st']}),
 ("The unit is 10 by 10 feet.", ['new'], {f'{U}/size|unit size|dimensions': ['10 by 10 feet', '10 by 10', '10x10']}),
 ("It costs $120 a month.", ['new'], {f'{U}/price|cost|rent|fee': ['$120 a month', '$120', '120']}),
 ("On second thought, a 5 by 10 unit is enough.", ['update'], {f'{U}/size|unit size|dimensions': ['5 by 10', '5 by 10 feet', '5x10']}),
 ("That one is $75 a month.", ['update'], {f'{U}/price|cost|rent|fee': ['$75 a month', '$75', '75']}),
 ("How much am I paying?", ['check'], {}, dict(facts=['75'], contradicts=['120'])),
])

H = 'shoe repair|repair|boots|boot repair|shoes|cobbler'
sc('dev2_shoes', 'Dev (issue 14, round 2): boots resoled', 'A causative opener (get X done), pick-up day pushed, a check.', [
 ("I want to get my boots resoled before the hiking trip.", ['new'], {H: None}),
 ("The cobbler said pick-up is on Friday after 3 pm.", ['new'],
  {f'{H}/pick-up|pickup|pick up|day|date|when': ['Friday', 'Friday after 3 pm'], f'?{H}/time': ['after 3 pm', '3 pm']}),
 ("The repair costs $45.", ['new'], {f'{H}/price|cost|fee': ['$45', '45']}),
 ("They pushed pick-up to Saturday.", ['update'], {f'{H}/pick-up|pickup|pick up|day|date|when': 'Saturday'}),
 ("When can I pick them up?", ['check'], {}, dict(facts=['Saturday'], contradicts=['Friday'])),
])

C = 'carpool|car pool|ride|rides|commute'
sc('dev2_carpool', 'Dev (issue 14, round 2): a carpool to work', 'A clause opener, a list of riders, a rider swapped, a time range.', [
 ("My car is in the shop this week, so I'm setting up a carpool with Nina and Raj.", ['new'],
  {C: None, f'{C}/riders|people|members|with|participants|nina|raj': ['Nina and Raj', 'Nina, Raj']}),
 ("We leave at 7:45 am.", ['new'], {f'{C}/time|departure|leave|start': ['7:45 am', '07:45']}),
 ("Raj can't make it, so Omar is joining instead.", ['update'],
  {f'{C}/riders|people|members|with|participants|nina|raj': ['Nina and Omar', 'Nina, Omar']}),
 ("Who is in the carpool?", ['check'], {}, dict(facts=['Nina', 'Omar'], contradicts=['Raj'])),
])

P = 'pottery class|pottery|class|workshop|pottery workshop'
sc('dev2_pottery', 'Dev (issue 14, round 2): a pottery workshop and a gift',
   'An opener, a time range, a second task beside the first, the first task revised, a check.', [
 ("I'd like to try a pottery workshop this Sunday.", ['new'], {P: None, f'{P}/day|date|when': ['this Sunday', 'Sunday']}),
 ("The workshop runs 1 pm to 4 pm.", ['new'], {f'{P}/time|hours|when|time window': ['1 pm to 4 pm', '1 to 4 pm', '1-4 pm']}),
 ("Separately, I have to buy a birthday gift for Mia.", ['new'], {'gift|birthday gift|present|gift for mia': None}),
 ("Change the workshop to 2 pm to 5 pm.", ['update'], {f'{P}/time|hours|when|time window': ['2 pm to 5 pm', '2 to 5 pm', '2-5 pm']}),
 ("What time is the workshop?", ['check'], {}, dict(facts=['2 pm|2 to 5'], contradicts=['1 pm'])),
])
