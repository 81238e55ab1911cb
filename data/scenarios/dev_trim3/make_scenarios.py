"""Write the third dev TRIM scenarios (issue 14, round 3): written to probe the round-3 mechanisms on new wording.

Dev data: looked at and fixed against (not held out). Each turn sets/deletes gold paths."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = "Written for issue 14 (round 3) as dev data, to probe the round-3 mechanisms on new wording; not held out."
sc = writer(sys.argv[1], 'held_out', SRC)

D = 'driving lessons|driving lesson|lessons|lesson|driving'
sc('dev3_driving', 'Dev (issue 14, round 3): driving lessons', 'An opener, an instructor swapped, a time moved and undone, a check.', [
 ("I want to start driving lessons in April.", ['new'], {D: None, f'?{D}/month|date|when|start': ['April', 'in April']}),
 ("Lessons are on Saturdays at 10 am.", ['new'], {f'{D}/day|days|when': ['Saturdays', 'Saturday'], f'{D}/time': ['10 am', '10:00']}),
 ("The instructor is Mr. Novak.", ['new'], {f'{D}/instructor|teacher|name': ['Mr. Novak', 'Novak', 'Mr Novak']}),
 ("Mr. Novak is fully booked, so they've given me Ms. Reyes.", ['update'], {f'{D}/instructor|teacher|name': ['Ms. Reyes', 'Reyes', 'Ms Reyes']}),
 ("Can they move the lessons to 11 am?", ['update'], {f'{D}/time': ['11 am', '11:00']}),
 ("Hmm, no, go back to what I had first.", ['update'], {f'{D}/time': ['10 am', '10:00']}),
 ("Each lesson costs $55.", ['new'], {f'{D}/price|cost|fee': ['$55', '55']}),
 ("Who is teaching me, and at what time?", ['check'], {}, dict(facts=['Reyes', '10 am|10:00'], contradicts=['Novak', '11 am'])),
])

S = 'spa day|spa|spa visit|spa booking|spa trip'
G = f'{S}/guests|people|friends|with|who|participants'
sc('dev3_spa', 'Dev (issue 14, round 3): a spa day with friends', 'A list of names extended and cut, a treatment swapped, a check.', [
 ("I'm planning a spa day on Sunday with Maya, Tess and Ola.", ['new'], {S: None, f'{S}/day|date|when': 'Sunday', G: ['Maya, Tess and Ola', 'Maya, Tess, Ola']}),
 ("Include Rina as well.", ['update'], {G: ['Maya, Tess, Ola and Rina', 'Maya, Tess, Ola, Rina']}),
 ("The treatment is a hot stone massage.", ['new'], {f'{S}/treatment|massage': ['hot stone massage', 'a hot stone massage']}),
 ("Tess has a cold, so drop her.", ['update'], {G: ['Maya, Ola and Rina', 'Maya, Ola, Rina']}),
 ("Swap the hot stone massage for a facial.", ['update'], {f'{S}/treatment|massage': ['facial', 'a facial']}),
 ("We arrive at 11 am.", ['new'], {f'{S}/time|arrival': ['11 am', '11:00']}),
 ("Who's coming and what are we having done?", ['check'], {}, dict(facts=['Maya', 'Ola', 'Rina', 'facial'], contradicts=['Tess'])),
])

C = 'data summit|summit|conference|conference trip|conference registration|registration'
H = 'hotel|hotel room|hotel booking|room'
sc('dev3_conference', 'Dev (issue 14, round 3): a conference and a hotel', 'A registration, a second task with its own dates, a revision of each, a check over both.', [
 ("I'm registering for the data summit in Lisbon on May 12.", ['new'], {C: None, f'{C}/date|day|when': ['May 12', 'May 12th'], f'?{C}/location|city|place|where': 'Lisbon'}),
 ("The ticket is $400.", ['new'], {f'{C}/ticket|price|cost|fee': ['$400', '400']}),
 ("I also need a hotel from May 11 to May 13.", ['new'], {H: None, f'{H}/start date|check-in|from|arrival': ['May 11', 'May 11th'], f'{H}/end date|check-out|to|departure': ['May 13', 'May 13th']}),
 ("The hotel is $120 a night.", ['new'], {f'{H}/price|rate|cost': ['$120 a night', '$120', '120']}),
 ("Change the check-out to May 14.", ['update'], {f'{H}/end date|check-out|to|departure': ['May 14', 'May 14th']}),
 ("What have I booked so far?", ['check'], {}, dict(facts=['summit|conference', 'hotel', 'May 14'], contradicts=['May 13'])),
])

R = 'guitar repair|repair|guitar|guitar service'
sc('dev3_guitar', 'Dev (issue 14, round 3): a guitar repair', 'A possessive opener with parts, a part dropped, pick-up pushed and undone, a check.', [
 ("My guitar needs new strings and a fret repair.", ['new'], {R: None, f'{R}/strings|new strings': None, f'{R}/fret repair|fret|frets': None}),
 ("Pick-up is on Thursday.", ['new'], {f'{R}/pick-up|pickup|day|date|when': 'Thursday'}),
 ("The repair costs $90.", ['new'], {f'{R}/price|cost|fee': ['$90', '90']}),
 ("Skip the strings, I have some.", ['update'], {f'{R}/strings|new strings': 'DEL'}),
 ("They pushed pick-up to Saturday.", ['update'], {f'{R}/pick-up|pickup|day|date|when': 'Saturday'}),
 ("Scratch that.", ['update'], {f'{R}/pick-up|pickup|day|date|when': 'Thursday'}),
 ("What's being fixed and when can I collect it?", ['check'], {}, dict(facts=['fret', 'Thursday'], contradicts=['Saturday'])),
])

W = 'window cleaning|windows|window cleaner|cleaning'
U = 'gutter cleaning|gutters|gutter'
sc('dev3_windows', 'Dev (issue 14, round 3): window and gutter cleaning', 'A need opener, a count revised, a second task, a check over both.', [
 ("We need our windows cleaned next Monday.", ['new'], {W: None, f'{W}/day|date|when': ['next Monday', 'Monday']}),
 ("There are 14 windows.", ['new'], {f'{W}/number|count|windows': ['14', 'fourteen']}),
 ("Actually, it's 16 windows.", ['update'], {f'{W}/number|count|windows': ['16', 'sixteen']}),
 ("Separately, book a gutter cleaning for Tuesday.", ['new'], {U: None, f'{U}/day|date|when': 'Tuesday'}),
 ("The gutter cleaning is $75.", ['new'], {f'{U}/price|cost|fee': ['$75', '75']}),
 ("What's booked this week?", ['check'], {}, dict(facts=['window|windows', 'gutter'], contradicts=['14'])),
])

T = 'study room|room|room booking|library room|study room booking'
P = f'{T}/people|members|group|with|who|participants'
sc('dev3_studyroom', 'Dev (issue 14, round 3): a library study room', 'A create opener with names, a name swapped, a time pushed, a pronoun, a check.', [
 ("Book a study room for Wednesday at 3 pm with Aiko, Bram and Cleo.", ['new'], {T: None, f'{T}/day|date|when': 'Wednesday', f'{T}/time': ['3 pm', '15:00'], P: ['Aiko, Bram and Cleo', 'Aiko, Bram, Cleo']}),
 ("Bram is ill, so Dara will come instead.", ['update'], {P: ['Aiko, Cleo and Dara', 'Aiko, Cleo, Dara']}),
 ("Push it to 4 pm.", ['update'], {f'{T}/time': ['4 pm', '16:00']}),
 ("We need a whiteboard too.", ['new'], {f'{T}/whiteboard': None}),
 ("When is it and who's in the group?", ['check'], {}, dict(facts=['4 pm|16:00', 'Dara', 'Aiko', 'Cleo'], contradicts=['Bram'])),
])

O = 'car service|oil change|service|car|garage appointment|garage'
sc('dev3_oilchange', 'Dev (issue 14, round 3): a car service', 'A possessive opener, copular facts, a day pushed, undo, a check.', [
 ("My car is due for an oil change this month.", ['new'], {O: None}),
 ("The garage can take it on the 18th at 8 am.", ['new'], {f'{O}/date|day|when': ['the 18th', '18th'], f'{O}/time': ['8 am', '08:00']}),
 ("The mechanic is Paulo.", ['new'], {f'{O}/mechanic|name': 'Paulo'}),
 ("It'll cost about $60.", ['new'], {f'{O}/price|cost|fee': ['$60', '60', 'about $60']}),
 ("Can they do the 20th instead?", ['update'], {f'{O}/date|day|when': ['the 20th', '20th']}),
 ("Never mind, the 18th is fine.", ['update'], {f'{O}/date|day|when': ['the 18th', '18th']}),
 ("When is the car going in?", ['check'], {}, dict(facts=['18th', '8 am|08:00'], contradicts=['20th'])),
])

K = 'dog walker|dog walking|walker|walks|dog walks'
sc('dev3_dogwalker', 'Dev (issue 14, round 3): a dog walker', 'A looking-for opener, a list of days changed, a walker swapped, a rate, a check.', [
 ("We're looking for a dog walker on weekdays.", ['new'], {K: None, f'?{K}/days|day|when': ['weekdays']}),
 ("Walks should be at noon.", ['new'], {f'{K}/time|walk time': ['noon', '12 pm', '12:00']}),
 ("The walker is Sasha and she charges $20 a walk.", ['new'], {f'{K}/walker|name': 'Sasha', f'{K}/rate|price|cost|fee': ['$20 a walk', '$20', '20']}),
 ("Sasha moved away, so Felix is taking over.", ['update'], {f'{K}/walker|name': 'Felix'}),
 ("Make the walks 1 pm.", ['update'], {f'{K}/time|walk time': ['1 pm', '13:00']}),
 ("Who is walking the dog, and when?", ['check'], {}, dict(facts=['Felix', '1 pm|13:00'], contradicts=['Sasha', 'noon'])),
])

M = 'summer camp|camp|day camp|camp registration'
sc('dev3_camp', 'Dev (issue 14, round 3): a summer camp', 'A phrasal opener, weeks listed then extended, a price, a second child, a check.', [
 ("I'm enrolling my daughter in a summer camp in July.", ['new'], {M: None, f'?{M}/month|date|when': ['July', 'in July']}),
 ("Camp runs from 9 am to 3 pm.", ['new'], {f'{M}/time|hours|when|time window': ['from 9 am to 3 pm', '9 am to 3 pm', '9 am-3 pm']}),
 ("It costs $300 a week.", ['new'], {f'{M}/price|cost|fee|rate': ['$300 a week', '$300', '300']}),
 ("She needs a packed lunch every day.", ['new'], {f'{M}/packed lunch|lunch': None}),
 ("Her friends Zara and Milo are going too.", ['new'], {f'?{M}/friends|with|people|who': ['Zara and Milo', 'Zara, Milo']}),
 ("Actually, it's $320 a week.", ['update'], {f'{M}/price|cost|fee|rate': ['$320 a week', '$320', '320']}),
 ("How much is camp and what are the hours?", ['check'], {}, dict(facts=['320', '9 am'], contradicts=['$300'])),
])

F = 'photography course|course|photo course|photography class|class'
sc('dev3_photo', 'Dev (issue 14, round 3): a photography course', 'A wish opener, copular facts, a day moved, a teacher, a check.', [
 ("I'd love to take a photography course this spring.", ['new'], {F: None}),
 ("Classes are on Tuesday evenings.", ['new'], {f'{F}/day|days|when': ['Tuesday evenings', 'Tuesday', 'Tuesdays']}),
 ("The teacher is Ms. Abara.", ['new'], {f'{F}/teacher|instructor|name': ['Ms. Abara', 'Abara', 'Ms Abara']}),
 ("Each class is 2 hours.", ['new'], {f'{F}/duration|length|class length': ['2 hours', 'two hours']}),
 ("They switched the class to Thursday evenings.", ['update'], {f'{F}/day|days|when': ['Thursday evenings', 'Thursday', 'Thursdays']}),
 ("What day is my class now?", ['check'], {}, dict(facts=['Thursday'], contradicts=['Tuesday'])),
])

Q = 'quiz night|quiz|trivia night|trivia|pub quiz'
sc('dev3_quiz', 'Dev (issue 14, round 3): a quiz team', 'A plural opener with names, a name swapped in a list, a table count, mixed intents, a check.', [
 ("We're entering the pub quiz on Thursday as a team of four: me, Jun, Olga and Pete.", ['new'],
  {Q: None, f'{Q}/day|date|when': 'Thursday', f'?{Q}/team|size|people|number': ['4', 'four'],
   f'{Q}/team members|members|players|people|with|who|participants|team': ['me, Jun, Olga and Pete', 'Jun, Olga and Pete', 'Jun, Olga, Pete']}),
 ("It starts at 7:30 pm and costs $5 each.", ['new'], {f'{Q}/time|start': ['7:30 pm', '19:30'], f'{Q}/price|cost|fee|entry': ['$5 each', '$5', '5']}),
 ("Olga can't make it, so Ravi is taking her place.", ['update'],
  {f'{Q}/team members|members|players|people|with|who|participants|team': ['me, Jun, Pete and Ravi', 'Jun, Pete and Ravi', 'Jun, Pete, Ravi']}),
 ("Our team name is The Quizzards.", ['new'], {f'{Q}/team name|name': ['The Quizzards', 'Quizzards']}),
 ("Who's on the team and what time does it start?", ['check'], {}, dict(facts=['Ravi', 'Jun', 'Pete', '7:30'], contradicts=['Olga'])),
])

V = 'vaccination|vaccine|flu shot|flu shots|shots|appointment|pharmacy appointment'
sc('dev3_flushot', 'Dev (issue 14, round 3): flu shots for the family', 'A need opener, a count, a time moved twice, undo to the first, a check.', [
 ("The kids need their flu shots before school starts.", ['new'], {V: None}),
 ("The pharmacy has an opening on Saturday at 9:30 am.", ['new'], {f'{V}/day|date|when': 'Saturday', f'{V}/time': ['9:30 am', '09:30']}),
 ("There are 3 of them.", ['new'], {f'{V}/people|number|count|kids': ['3', 'three']}),
 ("Move it to 10:15 am.", ['update'], {f'{V}/time': ['10:15 am', '10:15']}),
 ("Actually, make it 11 am.", ['update'], {f'{V}/time': ['11 am', '11:00']}),
 ("No, let's keep the original time.", ['update'], {f'{V}/time': ['9:30 am', '09:30']}),
 ("When are the flu shots?", ['check'], {}, dict(facts=['9:30', 'Saturday'], contradicts=['11 am', '10:15'])),
])

B = 'bike rental|bikes|bike hire|rental'
sc('dev3_bikes', 'Dev (issue 14, round 3): renting bikes', 'A rent opener, items with counts, an item removed, a duration revised, a check.', [
 ("I'd like to rent two bikes for Sunday morning.", ['new'], {B: None, f'{B}/number|bikes|count': ['2', 'two'], f'{B}/day|date|when': ['Sunday', 'Sunday morning']}),
 ("We'll need them for 4 hours.", ['new'], {f'{B}/duration|hours|length|time': ['4 hours', 'four hours']}),
 ("Add two helmets and a child seat.", ['new'], {f'{B}/helmets|helmet': None, f'{B}/child seat|seat': None}),
 ("Take off the child seat.", ['update'], {f'{B}/child seat|seat': 'DEL'}),
 ("Let's do 3 hours instead.", ['update'], {f'{B}/duration|hours|length|time': ['3 hours', 'three hours']}),
 ("What am I renting and for how long?", ['check'], {}, dict(facts=['helmet|helmets', '3 hours'], contradicts=['child seat', '4 hours'])),
])

X = 'market stall|stall|farmers market|market'
sc('dev3_market', 'Dev (issue 14, round 3): a farmers market stall', 'A clause opener, goods listed and extended, a price, a spot swapped, a check.', [
 ("I've got a stall at the farmers market on Saturday, selling jam, honey and bread.", ['new'],
  {X: None, f'{X}/day|date|when': 'Saturday', f'{X}/jam': None, f'{X}/honey': None, f'{X}/bread': None}),
 ("Add some candles too.", ['new'], {f'{X}/candles|candle': None}),
 ("The pitch fee is $35.", ['new'], {f'{X}/pitch fee|fee|price|cost': ['$35', '35']}),
 ("My spot is number 12.", ['new'], {f'{X}/spot|pitch|number|spot number': ['number 12', '12']}),
 ("They've moved me to spot 18.", ['update'], {f'{X}/spot|pitch|number|spot number': ['spot 18', '18', 'number 18']}),
 ("Forget the bread.", ['update'], {f'{X}/bread': 'DEL'}),
 ("What am I selling?", ['check'], {}, dict(facts=['jam', 'honey', 'candle|candles'], contradicts=['bread'])),
])

Y = 'boiler service|boiler|service|heating engineer|engineer visit|boiler repair'
sc('dev3_boiler', 'Dev (issue 14, round 3): a boiler service', 'A clause opener, a window, a name with a title swapped, a price, a check.', [
 ("The boiler keeps making a banging noise, so I've booked a service.", ['new'], {Y: None, f'?{Y}/problem|issue|noise': ['banging noise', 'a banging noise']}),
 ("The engineer comes on Friday between 8 am and noon.", ['new'], {f'{Y}/day|date|when': 'Friday', f'{Y}/time|window|time window|arrival': ['between 8 am and noon', '8 am to noon', '8 am-noon']}),
 ("It's Mr. Osei.", ['new'], {f'{Y}/engineer|name|who': ['Mr. Osei', 'Osei', 'Mr Osei']}),
 ("The call-out charge is $85.", ['new'], {f'{Y}/call-out charge|charge|price|cost|fee': ['$85', '85']}),
 ("Mr. Osei is off sick, so they're sending Mrs. Lund.", ['update'], {f'{Y}/engineer|name|who': ['Mrs. Lund', 'Lund', 'Mrs Lund']}),
 ("Who's coming, and how much will it cost?", ['check'], {}, dict(facts=['Lund', '85'], contradicts=['Osei'])),
])

I = 'hiking trip|hike|day hike|hiking|trip'
N = 'train tickets|tickets|train|train trip'
sc('dev3_hike', 'Dev (issue 14, round 3): a day hike and the train there', 'An opener, people counted, a second task, a revision of each, a check over both.', [
 ("We're going hiking in the hills on Sunday.", ['new'], {I: None, f'{I}/day|date|when': 'Sunday'}),
 ("There will be 5 of us.", ['new'], {f'{I}/people|number|count|group|guests': ['5', 'five']}),
 ("I also need train tickets for 5 people on the 8:15 am train.", ['new'], {N: None, f'{N}/people|number|count|guests|tickets': ['5', 'five'], f'{N}/time|train|departure': ['8:15 am', '08:15']}),
 ("Make that the 9:15 am train.", ['update'], {f'{N}/time|train|departure': ['9:15 am', '09:15']}),
 ("One person dropped out, so 4 of us now.", ['update'], {f'{I}/people|number|count|group|guests': ['4', 'four']}),
 ("What's planned for Sunday?", ['check'], {}, dict(facts=['hiking|hike', 'train', '9:15'], contradicts=['8:15'])),
])

Z = 'book swap|swap|book exchange|swap party'
sc('dev3_bookswap', 'Dev (issue 14, round 3): hosting a book swap', 'A hosting opener, guests invited and changed, a place, a check.', [
 ("I'm hosting a book swap at my place on the 9th.", ['new'], {Z: None, f'{Z}/date|day|when': ['the 9th', '9th']}),
 ("Invite Lea, Omar and Suki.", ['new'], {f'{Z}/guests|invitees|people|invite|who': ['Lea, Omar and Suki', 'Lea, Omar, Suki']}),
 ("Bring Kwame as well.", ['update'], {f'{Z}/guests|invitees|people|invite|who': ['Lea, Omar, Suki and Kwame', 'Lea, Omar, Suki, Kwame']}),
 ("Omar is travelling that week.", ['update'], {f'{Z}/guests|invitees|people|invite|who': ['Lea, Suki and Kwame', 'Lea, Suki, Kwame']}),
 ("It starts at 4 pm.", ['new'], {f'{Z}/time|start': ['4 pm', '16:00']}),
 ("Who's coming to the book swap?", ['check'], {}, dict(facts=['Lea', 'Suki', 'Kwame'], contradicts=['Omar'])),
])

U = 'office supplies|supplies order|order|supply order|office order'
sc('dev3_supplies', 'Dev (issue 14, round 3): an office supplies order', 'An order opener with items, a quantity changed, an item swapped, a delivery day, a check.', [
 ("I need to order office supplies: printer paper, pens and sticky notes.", ['new'],
  {U: None, f'{U}/printer paper|paper': None, f'{U}/pens|pen': None, f'{U}/sticky notes|notes': None}),
 ("Make it 10 boxes of printer paper.", ['update'], {f'{U}/printer paper|paper': ['10 boxes', '10', '10 boxes of printer paper']}),
 ("Swap the pens for markers.", ['update'], {f'{U}/pens|pen': 'DEL', f'{U}/markers|marker': None}),
 ("Delivery should be on Wednesday.", ['new'], {f'{U}/delivery|day|date|when|delivery day': 'Wednesday'}),
 ("No, I meant Thursday.", ['update'], {f'{U}/delivery|day|date|when|delivery day': 'Thursday'}),
 ("What's on the order and when does it arrive?", ['check'], {}, dict(facts=['paper', 'markers|marker', 'sticky notes', 'Thursday'], contradicts=['pens', 'Wednesday'])),
])

L = 'lawn care|gardener|gardening|garden service|lawn service|gardening service'
sc('dev3_lawn', 'Dev (issue 14, round 3): a gardener', 'A need opener, jobs listed, a frequency, a price per visit, a job dropped, a check.', [
 ("I need a gardener to mow the lawn and trim the hedges.", ['new'], {L: None, f'?{L}/mow the lawn|lawn|mowing': None, f'?{L}/trim the hedges|hedges|hedge trimming': None}),
 ("Every other Tuesday works for me.", ['new'], {f'{L}/day|days|when|schedule|frequency': ['every other Tuesday', 'Tuesday']}),
 ("The gardener is Ben and he charges $45 a visit.", ['new'], {f'{L}/gardener|name': 'Ben', f'{L}/rate|price|cost|fee': ['$45 a visit', '$45', '45']}),
 ("Ben is fully booked, so Carla will come instead.", ['update'], {f'{L}/gardener|name': 'Carla'}),
 ("When is Carla coming and what does she charge?", ['check'], {}, dict(facts=['Tuesday', '45'], contradicts=['Ben'])),
])

A = 'airport transfer|airport ride|ride|transfer|shuttle|airport shuttle'
sc('dev3_airport', 'Dev (issue 14, round 3): an airport transfer', 'A request opener with a time, passengers, bags, a pick-up moved twice and undone, a check.', [
 ("Please book an airport shuttle for Monday at 5 am.", ['new'], {A: None, f'{A}/day|date|when': 'Monday', f'{A}/time|pickup|pick-up|pickup time': ['5 am', '05:00']}),
 ("There are three of us with four suitcases.", ['new'], {f'{A}/people|passengers|number|count|guests': ['3', 'three'], f'?{A}/suitcases|bags|luggage': ['4', 'four']}),
 ("Pick us up at 4:30 am instead.", ['update'], {f'{A}/time|pickup|pick-up|pickup time': ['4:30 am', '04:30']}),
 ("Scratch that.", ['update'], {f'{A}/time|pickup|pick-up|pickup time': ['5 am', '05:00']}),
 ("What time is the pickup?", ['check'], {}, dict(facts=['5 am|05:00'], contradicts=['4:30'])),
])

H2 = 'haircuts|haircut|barber|barber appointment|appointment|kids haircuts'
sc('dev3_haircuts', 'Dev (issue 14, round 3): haircuts for two boys', 'An opener for two people, a time moved, undo to the original, a barber named, a check.', [
 ("Both boys need haircuts this Saturday.", ['new'], {H2: None, f'{H2}/day|date|when': ['this Saturday', 'Saturday']}),
 ("The barber has 10 am free.", ['new'], {f'{H2}/time': ['10 am', '10:00']}),
 ("Their barber is Nico.", ['new'], {f'{H2}/barber|name': 'Nico'}),
 ("Can we shift it to 11:30 am?", ['update'], {f'{H2}/time': ['11:30 am', '11:30']}),
 ("Hmm, let's go with the original time after all.", ['update'], {f'{H2}/time': ['10 am', '10:00']}),
 ("When are the haircuts?", ['check'], {}, dict(facts=['Saturday', '10 am|10:00'], contradicts=['11:30'])),
])

W2 = 'weekend away|trip|getaway|weekend trip|cabin'
D2 = 'dog sitter|sitter|dog sitting|pet sitter'
sc('dev3_weekend', 'Dev (issue 14, round 3): a weekend away and a dog sitter', 'Two tasks, a name swapped in the second, a check over both.', [
 ("We're renting a cabin by the lake from Friday to Sunday.", ['new'], {W2: None, f'{W2}/start date|from|start|arrival': 'Friday', f'{W2}/end date|to|end|departure': 'Sunday'}),
 ("The cabin is $180 a night.", ['new'], {f'{W2}/price|rate|cost': ['$180 a night', '$180', '180']}),
 ("Separately, we need a dog sitter for those days.", ['new'], {D2: None}),
 ("The sitter is Aurora.", ['new'], {f'{D2}/sitter|name': 'Aurora'}),
 ("Aurora is busy that weekend, so her brother Teo will do it.", ['update'], {f'{D2}/sitter|name': 'Teo'}),
 ("Is everything set for the weekend?", ['check'], {}, dict(facts=['cabin', 'Teo'], contradicts=['Aurora'])),
])

R5 = 'charity 5k|charity run|fun run|5k|5k run|run|race|race registration'
sc('dev3_charityrun', 'Dev (issue 14, round 3): a charity 5k', 'A wish opener, a runner list extended, a fee, undo without a value, checks.', [
 ("I'd like to sign up for the charity 5k on May 18.", ['new'], {R5: None, f'{R5}/date|day|when': ['May 18', 'May 18th']}),
 ("My sister Ada and my friend Ravi are running too.", ['new'], {f'{R5}/runners|people|with|participants|team|who': ['Ada and Ravi', 'Ada, Ravi']}),
 ("Add Mei as well.", ['update'], {f'{R5}/runners|people|with|participants|team|who': ['Ada, Ravi and Mei', 'Ada, Ravi, Mei']}),
 ("The entry fee is $25 each.", ['new'], {f'{R5}/entry fee|fee|price|cost': ['$25 each', '$25', '25']}),
 ("The race starts at 8 am.", ['new'], {f'{R5}/time|start|start time': ['8 am', '08:00']}),
 ("They moved the start to 9 am.", ['update'], {f'{R5}/time|start|start time': ['9 am', '09:00']}),
 ("Scratch that, it's still 8 am.", ['update'], {f'{R5}/time|start|start time': ['8 am', '08:00']}),
 ("Who's running with me?", ['check'], {}, dict(facts=['Ada', 'Ravi', 'Mei'])),
 ("And when does it start?", ['check'], {}, dict(facts=['8 am|08:00'], contradicts=['9 am'])),
])

KF = 'kitchen renovation|renovation|kitchen|kitchen fitting|kitchen fitter|remodel'
sc('dev3_kitchen', 'Dev (issue 14, round 3): a kitchen renovation', 'A possessive opener, copular facts, a material swapped and taken back, a date pushed, a check.', [
 ("Our kitchen is getting renovated in June.", ['new'], {KF: None, f'?{KF}/month': ['June', 'in June']}),
 ("The fitter is Jonas Berg.", ['new'], {f'{KF}/fitter|name|contractor': ['Jonas Berg', 'Jonas']}),
 ("The worktop will be oak.", ['new'], {f'{KF}/worktop|counter|material': 'oak'}),
 ("The quote is $9,500.", ['new'], {f'{KF}/quote|price|cost|total': ['$9,500', '9,500', '$9500']}),
 ("Swap the oak for granite.", ['update'], {f'{KF}/worktop|counter|material': 'granite'}),
 ("Hmm, go back to the oak.", ['update'], {f'{KF}/worktop|counter|material': 'oak'}),
 ("Work starts on June 3.", ['new'], {f'{KF}/start|start date|date|day|when': ['June 3', 'June 3rd']}),
 ("They pushed the start to June 10.", ['update'], {f'{KF}/start|start date|date|day|when': ['June 10', 'June 10th']}),
 ("What worktop did we pick, and when do they start?", ['check'], {}, dict(facts=['oak', 'June 10'], contradicts=['granite', 'June 3'])),
])

GR = 'graduation party|party|grad party|celebration'
sc('dev3_gradparty', 'Dev (issue 14, round 3): a graduation party', 'Multi-intent turns, a count, a venue swapped, a caterer, undo, checks.', [
 ("I'm throwing a graduation party for my daughter on June 14.", ['new'], {GR: None, f'{GR}/date|day|when': ['June 14', 'June 14th']}),
 ("We're expecting about 40 guests and the venue is the community hall.", ['new'],
  {f'{GR}/guests|people|number|count|headcount': ['40', 'about 40', 'forty'], f'{GR}/venue|place|location|where': ['the community hall', 'community hall']}),
 ("The caterer is Bella's Kitchen.", ['new'], {f'{GR}/caterer|catering|food': ["Bella's Kitchen"]}),
 ("Actually, let's have it in our backyard instead.", ['update'], {f'{GR}/venue|place|location|where': ['our backyard', 'backyard', 'the backyard']}),
 ("Bump the guests to 50.", ['update'], {f'{GR}/guests|people|number|count|headcount': ['50', 'fifty']}),
 ("Scratch that, 40 is enough.", ['update'], {f'{GR}/guests|people|number|count|headcount': ['40', 'forty', 'about 40']}),
 ("It starts at 3 pm.", ['new'], {f'{GR}/time|start': ['3 pm', '15:00']}),
 ("Where is the party and how many are coming?", ['check'], {}, dict(facts=['backyard', '40'], contradicts=['community hall', '50'])),
 ("Who's catering?", ['check'], {}, dict(facts=["Bella's Kitchen|Bella"])),
])

TR = 'tire change|tires|tyres|tire replacement|tyre change|winter tires'
sc('dev3_tires', 'Dev (issue 14, round 3): winter tires', 'A terse user: elliptical facts, a time moved, a price, a check.', [
 ("Need winter tires put on.", ['new'], {TR: None}),
 ("Friday, 10 am.", ['new'], {f'{TR}/day|date|when': 'Friday', f'{TR}/time': ['10 am', '10:00']}),
 ("Four tires, $480.", ['new'], {f'{TR}/number|count|tires|tyres': ['4', 'four'], f'{TR}/price|cost|total': ['$480', '480']}),
 ("Make it 11.", ['update'], {f'{TR}/time': ['11', '11 am', '11:00']}),
 ("When again?", ['check'], {}, dict(facts=['Friday', '11'], contradicts=['10 am'])),
])

MV = 'movie night|movies|cinema|film|cinema trip|movie'
sc('dev3_movie', 'Dev (issue 14, round 3): a movie night', 'A plural opener, a film swapped, seats counted, a time moved, a check.', [
 ("We want to see a movie on Friday night.", ['new'], {MV: None, f'{MV}/day|date|when': ['Friday', 'Friday night']}),
 ("The film is Dune.", ['new'], {f'{MV}/film|movie|title': 'Dune'}),
 ("We need 3 seats.", ['new'], {f'{MV}/seats|number|count|tickets|people': ['3', 'three']}),
 ("The showing is at 7:45 pm.", ['new'], {f'{MV}/time|showing|show time': ['7:45 pm', '19:45']}),
 ("Let's see Wicked instead of Dune.", ['update'], {f'{MV}/film|movie|title': 'Wicked'}),
 ("My cousin is coming, so 4 seats.", ['update'], {f'{MV}/seats|number|count|tickets|people': ['4', 'four']}),
 ("Move it to the 9:30 pm showing.", ['update'], {f'{MV}/time|showing|show time': ['9:30 pm', '21:30']}),
 ("What are we seeing, and when?", ['check'], {}, dict(facts=['Wicked', '9:30'], contradicts=['Dune', '7:45'])),
])

GB = 'gym membership|gym|membership|fitness club'
sc('dev3_gym', 'Dev (issue 14, round 3): a gym membership', 'A need opener, a plan changed, a price, a trainer swapped, a start date, a check.', [
 ("I need a gym membership starting next month.", ['new'], {GB: None, f'?{GB}/start|start date|date|when': ['next month']}),
 ("The monthly plan is $45.", ['new'], {f'{GB}/monthly plan|plan|price|cost|fee': ['$45', '45']}),
 ("I'd like a personal trainer too.", ['new'], {f'{GB}/personal trainer|trainer': None}),
 ("The trainer will be Kenji.", ['update'], {f'{GB}/personal trainer|trainer': 'Kenji'}),
 ("Kenji is away all month, so they've given me Lotte.", ['update'], {f'{GB}/personal trainer|trainer': 'Lotte'}),
 ("Who is my trainer and what does it cost?", ['check'], {}, dict(facts=['Lotte', '45'], contradicts=['Kenji'])),
])

SC = 'science fair|fair|science project|project'
sc('dev3_sciencefair', 'Dev (issue 14, round 3): a science fair project', 'A child opener, supplies listed and changed, a deadline pushed, a helper, checks.', [
 ("My son has a science fair project due on March 3.", ['new'], {SC: None, f'{SC}/deadline|due|date|when|due date': ['March 3', 'March 3rd']}),
 ("He's building a volcano.", ['new'], {f'{SC}/topic|project|building|volcano': ['volcano', 'a volcano']}),
 ("We need baking soda, vinegar and clay.", ['new'], {f'{SC}/baking soda': None, f'{SC}/vinegar': None, f'{SC}/clay': None}),
 ("Swap the clay for papier-mache.", ['update'], {f'{SC}/clay': 'DEL', f'{SC}/papier-mache|papier mache': None}),
 ("The teacher pushed the deadline to March 10.", ['update'], {f'{SC}/deadline|due|date|when|due date': ['March 10', 'March 10th']}),
 ("His grandpa Walt will help him.", ['new'], {f'{SC}/helper|help|grandpa|with|who': ['Walt', 'grandpa Walt']}),
 ("What do we still need and when is it due?", ['check'], {}, dict(facts=['baking soda', 'vinegar', 'March 10'], contradicts=['March 3'])),
])

VT = 'vet appointment|vet|vet visit|checkup|check-up|appointment'
sc('dev3_catvet', 'Dev (issue 14, round 3): a cat at the vet', 'A take-to opener, a pronoun, a time moved twice, undo to the original, a check.', [
 ("I have to take our cat Luna to the vet on Thursday at 2 pm.", ['new'],
  {VT: None, f'{VT}/cat|pet|name|patient': ['Luna', 'cat Luna'], f'{VT}/day|date|when': 'Thursday', f'{VT}/time': ['2 pm', '14:00']}),
 ("She needs her vaccinations.", ['new'], {f'{VT}/vaccinations|vaccination|shots|vaccines': None}),
 ("Could we do 3:30 pm instead?", ['update'], {f'{VT}/time': ['3:30 pm', '15:30']}),
 ("Make it 4 pm.", ['update'], {f'{VT}/time': ['4 pm', '16:00']}),
 ("Never mind, back to the original time.", ['update'], {f'{VT}/time': ['2 pm', '14:00']}),
 ("What time is Luna's appointment?", ['check'], {}, dict(facts=['2 pm|14:00'], contradicts=['4 pm', '3:30'])),
])
