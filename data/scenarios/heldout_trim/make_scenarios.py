"""Write the held-out TRIM scenarios (issue 14) from a compact form: each turn sets/deletes gold paths."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (learned TRIM) by the trim2 helper before any classifier was run on it; "
       "new domains; never edited after the first run.")
sc = writer(sys.argv[1], 'held_out', SRC)

V = 'vet visit|vet appointment|appointment|vet'
sc('trim_vet', 'Held-out (issue 14): a vet visit', 'First-person opener, a moved time, a pronoun, a check.', [
 ("I need to take my dog Max to the vet on Tuesday.", ['new'],
  {V: None, f'{V}/pet|dog|name|patient': ['Max', 'dog Max'], f'{V}/day|date|when': 'Tuesday'}),
 ("The appointment should be at 9 am.", ['new'], {f'{V}/time': ['9 am', '9:00', '9 a.m.']}),
 ("Can you push it to 11 am?", ['update'], {f'{V}/time': ['11 am', '11:00']}),
 ("He also needs his rabies shot.", ['new'], {f'{V}/rabies shot|shot|vaccination|rabies|vaccine': None}),
 ("What time is the appointment?", ['check'], {}, dict(facts=['11'], contradicts=['9 am'])),
 ("Actually make it Wednesday instead.", ['update'], {f'{V}/day|date|when': 'Wednesday'}),
 ("When and where am I going?", ['check'], {}, dict(facts=['Wednesday'], contradicts=['Tuesday'])),
])

P = 'painting|paint job|house painting|room painting|paint'
sc('trim_painting', 'Held-out (issue 14): painting two rooms', 'Copular facts, a colour swapped, undo.', [
 ("I'm planning to paint the bedroom and the hallway this weekend.", ['new'],
  {P: None, f'{P}/bedroom': None, f'{P}/hallway': None, f'?{P}/day|date|when': ['this weekend', 'weekend']}),
 ("The bedroom colour is sage green.", ['new'], {f'{P}/bedroom colour|colour|color|bedroom color': 'sage green'}),
 ("The hallway will be white.", ['new'], {f'{P}/hallway colour|hallway color': 'white'}),
 ("Swap the sage green for light grey.", ['update'], {f'{P}/bedroom colour|colour|color|bedroom color': 'light grey'}),
 ("Scratch that, go back to the green.", ['update'], {f'{P}/bedroom colour|colour|color|bedroom color': 'sage green'}),
 ("What colours did I pick?", ['check'], {}, dict(facts=['sage green', 'white'], contradicts=['light grey'])),
])

G = 'garden|garden bed|planting|vegetable garden'
sc('trim_garden', 'Held-out (issue 14): planting a vegetable bed', 'A list extended, an item dropped, a check.', [
 ("I'd like to plant tomatoes, basil and carrots in the raised bed.", ['new'],
  {G: None, f'{G}/tomatoes|tomato': None, f'{G}/basil': None, f'{G}/carrots|carrot': None}),
 ("Add some lettuce too.", ['new'], {f'{G}/lettuce': None}),
 ("I don't want carrots anymore.", ['update'], {f'{G}/carrots|carrot': 'DEL'}),
 ("Planting day is Saturday.", ['new'], {f'{G}/planting day|day|date|when': 'Saturday'}),
 ("Move planting to Sunday.", ['update'], {f'{G}/planting day|day|date|when': 'Sunday'}),
 ("What am I planting and when?", ['check'], {}, dict(facts=['tomato', 'basil', 'lettuce', 'Sunday'],
                                                      contradicts=['carrot', 'Saturday'])),
])

C = 'concert|concert tickets|tickets|ticket'
sc('trim_concert', 'Held-out (issue 14): concert tickets', 'Numbers, a count revised, a seat section.', [
 ("I want to buy tickets for the jazz concert on Friday.", ['new'],
  {C: None, f'?{C}/concert|event|show': ['jazz concert', 'jazz'], f'{C}/day|date|when': 'Friday'}),
 ("We need 3 tickets.", ['new'], {f'{C}/number|count|quantity|tickets|seats|number of tickets': ['3', 'three']}),
 ("Seats in the balcony please.", ['new'], {f'{C}/section|seats|seat|area|seating': 'balcony'}),
 ("Actually, make it 4 tickets.", ['update'], {f'{C}/number|count|quantity|tickets|seats|number of tickets': ['4', 'four']}),
 ("How many tickets am I getting?", ['check'], {}, dict(facts=['4|four'], contradicts=['3'])),
 ("Change the balcony to the front row.", ['update'], {f'{C}/section|seats|seat|area|seating': 'front row'}),
])

H = 'haircut|salon|salon appointment|hair appointment|appointment'
sc('trim_salon', 'Held-out (issue 14): a salon appointment', 'A name, a stylist change, a time check.', [
 ("Book me a haircut at the salon for Thursday at 4 pm.", ['new'],
  {H: None, f'{H}/day|date|when': 'Thursday', f'{H}/time': ['4 pm', '16:00', '4:00 pm']}),
 ("My stylist is Dana.", ['new'], {f'{H}/stylist|hairdresser': 'Dana'}),
 ("Dana is off that day, so let's go with Priya.", ['update'], {f'{H}/stylist|hairdresser': 'Priya'}),
 ("I also want a beard trim.", ['new'], {f'{H}/beard trim|trim|beard': None}),
 ("Who is my stylist?", ['check'], {}, dict(facts=['Priya'], contradicts=['Dana'])),
 ("Move the appointment to 5:30 pm.", ['update'], {f'{H}/time': ['5:30 pm', '17:30']}),
])

B = 'book club|club|meeting|book club meeting'
sc('trim_bookclub', 'Held-out (issue 14): hosting a book club', 'Hosting opener, a book replaced, guests, a check.', [
 ("I'm hosting the book club next Monday.", ['new'], {B: None, f'{B}/day|date|when': ['next Monday', 'Monday']}),
 ("We're reading Middlemarch.", ['new'], {f'{B}/book|title|reading': 'Middlemarch'}),
 ("Invite Sam, Lena and Omar.", ['new'], {f'{B}/guests|invitees|people|invite': ['Sam, Lena and Omar', 'Sam, Lena, Omar']}),
 ("Lena can't come.", ['update'], {f'{B}/guests|invitees|people|invite': ['Sam and Omar', 'Sam, Omar']}),
 ("Let's read Persuasion instead of Middlemarch.", ['update'], {f'{B}/book|title|reading': 'Persuasion'}),
 ("Which book are we reading and who is coming?", ['check'], {}, dict(facts=['Persuasion', 'Sam', 'Omar'],
                                                                      contradicts=['Middlemarch', 'Lena'])),
])

K = 'bike repair|repair|bike|bicycle repair|bike service'
sc('trim_bike', 'Held-out (issue 14): a bike repair', 'Elliptical facts, a part swapped, a pick-up day.', [
 ("My bike needs a new chain and brake pads.", ['new'], {K: None, f'{K}/chain|new chain': None, f'{K}/brake pads|brake pad|pads': None}),
 ("Drop-off is tomorrow morning.", ['new'], {f'{K}/drop-off|dropoff|drop off|day|date|when': ['tomorrow morning', 'tomorrow']}),
 ("Forget the brake pads, they're fine.", ['update'], {f'{K}/brake pads|brake pad|pads': 'DEL'}),
 ("Add a tyre replacement.", ['new'], {f'{K}/tyre replacement|tyre|tire|tire replacement': None}),
 ("What is being fixed?", ['check'], {}, dict(facts=['chain', 'tyre|tire'], contradicts=['brake pad'])),
 ("Pick-up will be Friday.", ['new'], {f'{K}/pick-up|pickup|pick up': 'Friday'}),
])

S = 'pet sitting|pet sitter|sitter|cat sitting|cat sitter'
sc('trim_petsit', 'Held-out (issue 14): a cat sitter', 'Dates, a feeding time moved back and forth.', [
 ("I need a cat sitter from June 3 to June 10.", ['new'],
  {S: None, f'{S}/start|from|start date|begin': ['June 3', 'June 3rd'], f'{S}/end|to|end date|until': ['June 10', 'June 10th']}),
 ("The cat eats at 7 am.", ['new'], {f'{S}/feeding time|feeding|meal time|time': ['7 am', '7:00']}),
 ("Her name is Mochi.", ['new'], {f'{S}/name|cat|cat name|pet': 'Mochi'}),
 ("Make feeding 8 am.", ['update'], {f'{S}/feeding time|feeding|meal time|time': ['8 am', '8:00']}),
 ("Never mind, keep it at 7 am.", ['update'], {f'{S}/feeding time|feeding|meal time|time': ['7 am', '7:00']}),
 ("I'll be back on June 12 now.", ['update'], {f'{S}/end|to|end date|until': ['June 12', 'June 12th']}),
 ("When does the sitting end?", ['check'], {}, dict(facts=['June 12'], contradicts=['June 10'])),
])

O = 'photo prints|prints|photo order|print order|photos'
sc('trim_prints', 'Held-out (issue 14): ordering photo prints', 'Counts and sizes, a size swapped, a check.', [
 ("I'd like to order 20 prints of my holiday photos.", ['new'],
  {O: None, f'{O}/number|count|quantity|prints': ['20', 'twenty']}),
 ("Size should be 4x6.", ['new'], {f'{O}/size|print size': ['4x6', '4 x 6']}),
 ("Glossy finish.", ['new'], {f'{O}/finish|paper': 'glossy'}),
 ("Switch to matte.", ['update'], {f'{O}/finish|paper': 'matte'}),
 ("Bump it up to 30 prints.", ['update'], {f'{O}/number|count|quantity|prints': ['30', 'thirty']}),
 ("What finish and how many?", ['check'], {}, dict(facts=['matte', '30|thirty'], contradicts=['glossy', '20'])),
])

L = 'piano lessons|lessons|piano lesson|lesson|music lessons'
sc('trim_piano', 'Held-out (issue 14): piano lessons for a child', 'A teacher, a weekday moved, a duration, a check.', [
 ("I'm looking for piano lessons for my daughter on Wednesdays.", ['new'],
  {L: None, f'{L}/day|date|when|weekday': ['Wednesdays', 'Wednesday']}),
 ("Each lesson is 45 minutes.", ['new'], {f'{L}/duration|length|lesson length': ['45 minutes', '45 min']}),
 ("The teacher is Mr. Alvarez.", ['new'], {f'{L}/teacher|tutor|instructor': ['Mr. Alvarez', 'Alvarez', 'Mr Alvarez']}),
 ("Wednesdays don't work anymore, move lessons to Thursdays.", ['update'], {f'{L}/day|date|when|weekday': ['Thursdays', 'Thursday']}),
 ("Make them an hour long.", ['update'], {f'{L}/duration|length|lesson length': ['an hour', '1 hour', 'one hour', '60 minutes']}),
 ("Which day are the lessons?", ['check'], {}, dict(facts=['Thursday'], contradicts=['Wednesday'])),
])
