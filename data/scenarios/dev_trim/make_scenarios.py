"""Write the development TRIM scenarios (issue 14, second pass) from a compact form: each turn sets/deletes gold paths."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Development scenarios for issue 14 (second pass): new domains, used to develop the TRIM's linking rules; "
       "not a held-out measurement.")
sc = writer(sys.argv[1], 'user', SRC)


D = 'dentist|dentist appointment|dental appointment|appointment|checkup|check-up|dental checkup'
sc('dev_dentist', 'Dev (issue 14): a dentist check-up', 'An opener without a command verb, a time pushed, undo.', [
 ("I need a dentist appointment next Tuesday.", ['new'], {D: None, f'{D}/day|date|when': ['next Tuesday', 'Tuesday']}),
 ("The check-up should be at 10 am.", ['new'], {f'{D}/time': ['10 am', '10:00']}),
 ("Could you push it to 2 pm?", ['update'], {f'{D}/time': ['2 pm', '14:00']}),
 ("Hmm, scratch that, keep the original time.", ['update'], {f'{D}/time': ['10 am', '10:00']}),
 ("My dentist is Dr. Okafor.", ['new'], {f'{D}/dentist|doctor|dr': ['Dr. Okafor', 'Okafor', 'Dr Okafor']}),
 ("What time is my appointment?", ['check'], {}, dict(facts=['10 am|10:00'], contradicts=['2 pm'])),
])

K = 'cake|birthday cake|cake order|order|bakery order'
sc('dev_cake', 'Dev (issue 14): ordering a birthday cake', 'Copular facts, a flavour swapped, a count bumped.', [
 ("I'd like to order a birthday cake for Saturday.", ['new'], {K: None, f'{K}/day|date|when|pickup': 'Saturday'}),
 ("The flavour is lemon.", ['new'], {f'{K}/flavour|flavor': 'lemon'}),
 ("It should serve 12 people.", ['new'], {f'{K}/servings|people|guests|size|number|serves': ['12', 'twelve']}),
 ("Swap the lemon for chocolate.", ['update'], {f'{K}/flavour|flavor': 'chocolate'}),
 ("Bump it up to 16 people.", ['update'], {f'{K}/servings|people|guests|size|number|serves': ['16', 'sixteen']}),
 ("What flavour did I choose?", ['check'], {}, dict(facts=['chocolate'], contradicts=['lemon'])),
])

A = 'apartment viewing|viewing|apartment|flat viewing|visit'
sc('dev_apartment', 'Dev (issue 14): viewing an apartment', 'A first-person plan, a date moved, a name, a check.', [
 ("I'm going to view an apartment on Maple Street this Thursday.", ['new'],
  {A: None, f'{A}/day|date|when': ['this Thursday', 'Thursday'], f'?{A}/place|location|address|street': ['Maple Street']}),
 ("The viewing is at 6 pm.", ['new'], {f'{A}/time': ['6 pm', '18:00']}),
 ("The landlord is Mrs. Patel.", ['new'], {f'{A}/landlord|contact|agent': ['Mrs. Patel', 'Patel', 'Mrs Patel']}),
 ("Move it to Friday.", ['update'], {f'{A}/day|date|when': 'Friday'}),
 ("When am I seeing it?", ['check'], {}, dict(facts=['Friday', '6 pm'], contradicts=['Thursday'])),
])

C = 'camping trip|camping|trip|packing|packing list|camping gear'
sc('dev_camping', 'Dev (issue 14): packing for a camping trip', 'A list extended, an item dropped, a needless one.', [
 ("I'm packing a tent, a stove and two sleeping bags for the camping trip.", ['new'],
  {C: None, f'{C}/tent': None, f'{C}/stove': None, f'{C}/sleeping bags|sleeping bag': None}),
 ("Add a lantern too.", ['new'], {f'{C}/lantern': None}),
 ("I don't need the stove after all.", ['update'], {f'{C}/stove': 'DEL'}),
 ("We leave on Friday.", ['new'], {f'{C}/day|date|when|departure|leave': 'Friday'}),
 ("What am I packing?", ['check'], {}, dict(facts=['tent', 'sleeping bag|sleeping bags', 'lantern'], contradicts=['stove'])),
])

L = 'laptop repair|repair|laptop|computer repair'
sc('dev_laptop', 'Dev (issue 14): a laptop repair', 'Elliptical facts, a part swapped, a pick-up day, undo.', [
 ("My laptop needs a new battery and a keyboard.", ['new'],
  {L: None, f'{L}/battery|new battery': None, f'{L}/keyboard': None}),
 ("Drop-off is on Monday.", ['new'], {f'{L}/drop-off|dropoff|drop off|day|date|when': 'Monday'}),
 ("Actually, drop-off on Tuesday.", ['update'], {f'{L}/drop-off|dropoff|drop off|day|date|when': 'Tuesday'}),
 ("No wait, go back to what I had first.", ['update'], {f'{L}/drop-off|dropoff|drop off|day|date|when': 'Monday'}),
 ("Forget the keyboard.", ['update'], {f'{L}/keyboard': 'DEL'}),
 ("What is being repaired and when do I drop it off?", ['check'], {},
  dict(facts=['battery', 'Monday'], contradicts=['keyboard', 'Tuesday'])),
])

H = 'house cleaning|cleaning|cleaner|cleaning service'
sc('dev_cleaning', 'Dev (issue 14): booking a house cleaner', 'Rooms listed, a time moved, a pronoun, a check.', [
 ("Book a house cleaning for Wednesday at 9 am.", ['new'],
  {H: None, f'{H}/day|date|when': 'Wednesday', f'{H}/time': ['9 am', '9:00']}),
 ("The cleaner is Rosa.", ['new'], {f'{H}/cleaner|name|who': 'Rosa'}),
 ("She should also do the windows.", ['new'], {f'{H}/windows|window': None}),
 ("Shift it to 11 am.", ['update'], {f'{H}/time': ['11 am', '11:00']}),
 ("Rosa is busy, let's use Mia instead.", ['update'], {f'{H}/cleaner|name|who': 'Mia'}),
 ("Who is cleaning and at what time?", ['check'], {}, dict(facts=['Mia', '11'], contradicts=['Rosa', '9 am'])),
])

R = 'running plan|training plan|marathon training|training|running|half marathon'
sc('dev_running', 'Dev (issue 14): a running plan', 'Copular facts, numbers revised, a check.', [
 ("I'm training for a half marathon in October.", ['new'], {R: None, f'?{R}/race|event|month|date|when': ['October']}),
 ("My long run is on Sundays.", ['new'], {f'{R}/long run|long run day|day': ['Sundays', 'Sunday']}),
 ("The goal is 25 miles a week.", ['new'], {f'{R}/goal|mileage|distance|weekly goal': ['25 miles a week', '25 miles', '25']}),
 ("Make that 30 miles.", ['update'], {f'{R}/goal|mileage|distance|weekly goal': ['30 miles', '30', '30 miles a week']}),
 ("Long runs on Saturdays instead.", ['update'], {f'{R}/long run|long run day|day': ['Saturdays', 'Saturday']}),
 ("What's my weekly goal?", ['check'], {}, dict(facts=['30'], contradicts=['25'])),
])

P = 'podcast recording|podcast|recording|episode|podcast episode'
T = 'taxi|cab|ride|car'
sc('dev_podcast', 'Dev (issue 14): recording a podcast, and a taxi', 'Two tasks, a guest swapped, a check over both.', [
 ("I'm recording a podcast episode on Friday at 3 pm.", ['new'],
  {P: None, f'{P}/day|date|when': 'Friday', f'{P}/time': ['3 pm', '15:00']}),
 ("The guest is Tom.", ['new'], {f'{P}/guest|guests': 'Tom'}),
 ("I also need a taxi to the studio at 2 pm.", ['new'],
  {T: None, f'{T}/time|pickup time|pickup': ['2 pm', '14:00'], f'?{T}/destination|to|place': ['studio', 'the studio']}),
 ("Tom cancelled, the guest will be Ana.", ['update'], {f'{P}/guest|guests': 'Ana'}),
 ("What do I have on Friday?", ['check'], {}, dict(facts=['podcast', 'taxi'])),
])
