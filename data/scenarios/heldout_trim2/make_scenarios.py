"""Write the second held-out TRIM scenarios (issue 14, second pass) from a compact form: each turn sets/deletes gold paths."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (second pass) after the code was final and before any classifier was run on it; "
       "domains used nowhere else; never edited after the first run.")
sc = writer(sys.argv[1], 'held_out', SRC)


T = 'tutoring|tutor|math tutoring|tutoring sessions|lessons|math lessons'
sc('h2_tutor', 'Held-out 2 (issue 14): a maths tutor', 'An opener, a weekday moved, a rate, undo, a check.', [
 ("I'm looking for a math tutor for my son, twice a week.", ['new'], {T: None, f'?{T}/frequency|sessions|how often': ['twice a week']}),
 ("The sessions should be on Mondays and Thursdays.", ['new'], {f'{T}/days|day|when|schedule': ['Mondays and Thursdays', 'Monday and Thursday', 'Mondays, Thursdays']}),
 ("The tutor is Ms. Chen.", ['new'], {f'{T}/tutor|teacher|name': ['Ms. Chen', 'Chen', 'Ms Chen']}),
 ("Her rate is $40 an hour.", ['new'], {f'{T}/rate|price|cost|fee': ['$40 an hour', '$40', '40']}),
 ("Let's do Tuesdays and Thursdays instead.", ['update'], {f'{T}/days|day|when|schedule': ['Tuesdays and Thursdays', 'Tuesday and Thursday', 'Tuesdays, Thursdays']}),
 ("Never mind, the original days are fine.", ['update'], {f'{T}/days|day|when|schedule': ['Mondays and Thursdays', 'Monday and Thursday', 'Mondays, Thursdays']}),
 ("What days did we settle on?", ['check'], {}, dict(facts=['Monday'], contradicts=['Tuesday'])),
])

F = 'delivery|furniture delivery|sofa delivery|sofa|couch'
sc('h2_sofa', 'Held-out 2 (issue 14): a sofa delivery', 'A possessive opener, a window pushed, a floor, a check.', [
 ("My new sofa is being delivered on March 14.", ['new'], {F: None, f'{F}/date|day|when|delivery date': ['March 14', 'March 14th']}),
 ("The delivery window is 8 am to noon.", ['new'], {f'{F}/window|delivery window|time': ['8 am to noon', '8 am-noon', '8 am - noon']}),
 ("I live on the fourth floor.", ['new'], {f'{F}/floor': ['fourth floor', 'fourth', '4th floor', '4']}),
 ("Can they push the delivery to March 16?", ['update'], {f'{F}/date|day|when|delivery date': ['March 16', 'March 16th']}),
 ("Also they should take away the old couch.", ['new'], {f'{F}/old couch|removal|take away|haul away': None}),
 ("When is it arriving?", ['check'], {}, dict(facts=['March 16'], contradicts=['March 14'])),
])

P = 'photo shoot|photoshoot|shoot|portraits|family portraits|photography session|session'
sc('h2_photoshoot', 'Held-out 2 (issue 14): a family photo shoot', 'Copular facts, a place swapped, a count, a check.', [
 ("We want family portraits in the park on Sunday morning.", ['new'],
  {P: None, f'{P}/day|date|when': ['Sunday', 'Sunday morning'], f'?{P}/place|location|where|park': ['park', 'the park']}),
 ("The photographer is Leo Grant.", ['new'], {f'{P}/photographer|name': ['Leo Grant', 'Leo']}),
 ("There will be 5 of us.", ['new'], {f'{P}/people|number|count|size|group|guests': ['5', 'five']}),
 ("Actually, let's shoot at the beach instead of the park.", ['update'], {f'{P}/place|location|where|park': ['beach', 'the beach']}),
 ("My sister is joining, so 6 people.", ['update'], {f'{P}/people|number|count|size|group|guests': ['6', 'six']}),
 ("Where is the shoot and how many of us?", ['check'], {}, dict(facts=['beach', '6|six'], contradicts=['park'])),
])

B = 'boat rental|boat|rental|kayak rental|canoe rental|canoe'
sc('h2_boat', 'Held-out 2 (issue 14): renting a canoe', 'A rental, a duration, a swap, a needless item.', [
 ("I'd like to rent a canoe for Saturday afternoon.", ['new'], {B: None, f'{B}/day|date|when': ['Saturday', 'Saturday afternoon']}),
 ("We'll need it for 3 hours.", ['new'], {f'{B}/duration|hours|length|time': ['3 hours', '3', 'three hours']}),
 ("Two life jackets as well.", ['new'], {f'{B}/life jackets|life jacket|jackets': None}),
 ("Actually, Sunday afternoon would be better.", ['update'], {f'{B}/day|date|when': ['Sunday', 'Sunday afternoon']}),
 ("I don't need a cooler.", [], {}),
 ("Change the rental to 4 hours.", ['update'], {f'{B}/duration|hours|length|time': ['4 hours', '4', 'four hours']}),
 ("How long is the rental?", ['check'], {}, dict(facts=['4'], contradicts=['3 hours'])),
 ("And which day?", ['check'], {}, dict(facts=['Sunday'], contradicts=['Saturday'])),
])

Y = 'yoga|yoga class|yoga classes|classes|class'
sc('h2_yoga', 'Held-out 2 (issue 14): signing up for yoga', 'A first-person opener, a level, a time moved and undone.', [
 ("I'm signing up for a beginner yoga class on Tuesday evenings.", ['new'],
  {Y: None, f'{Y}/day|date|when': ['Tuesday', 'Tuesday evenings', 'Tuesdays'], f'?{Y}/level': ['beginner']}),
 ("Class starts at 6:30 pm.", ['new'], {f'{Y}/time|start|start time': ['6:30 pm', '18:30']}),
 ("Move it to 7:15 pm.", ['update'], {f'{Y}/time|start|start time': ['7:15 pm', '19:15']}),
 ("Scratch that.", ['update'], {f'{Y}/time|start|start time': ['6:30 pm', '18:30']}),
 ("I'll need to rent a mat too.", ['new'], {f'{Y}/mat|mat rental|rent a mat': None}),
 ("What time does class start?", ['check'], {}, dict(facts=['6:30'], contradicts=['7:15'])),
])

C = 'catering|lunch|office lunch|catering order|order|team lunch'
sc('h2_catering', 'Held-out 2 (issue 14): catering an office lunch', 'A list extended, an item dropped, a count, a check.', [
 ("I'm ordering lunch for the team on Thursday: sandwiches, salad and fruit.", ['new'],
  {C: None, f'{C}/day|date|when': 'Thursday', f'{C}/sandwiches|sandwich': None, f'{C}/salad': None, f'{C}/fruit': None}),
 ("It's for 18 people.", ['new'], {f'{C}/people|guests|number|count|headcount': ['18', 'eighteen']}),
 ("Add cookies.", ['new'], {f'{C}/cookies|cookie': None}),
 ("Drop the fruit.", ['update'], {f'{C}/fruit': 'DEL'}),
 ("Two more people are coming, so 20.", ['update'], {f'{C}/people|guests|number|count|headcount': ['20', 'twenty']}),
 ("What's on the order, and for how many?", ['check'], {}, dict(facts=['sandwich', 'salad', 'cookie', '20|twenty'], contradicts=['fruit', '18'])),
])

A = 'tax appointment|accountant|appointment|taxes|tax return|tax meeting'
sc('h2_taxes', 'Held-out 2 (issue 14): meeting an accountant', 'An opener, documents listed, a date pushed, a check.', [
 ("I have to see my accountant about my taxes next Friday.", ['new'], {A: None, f'{A}/day|date|when': ['next Friday', 'Friday']}),
 ("The meeting is at 3 pm.", ['new'], {f'{A}/time': ['3 pm', '15:00']}),
 ("I should bring my W-2 and last year's return.", ['new'], {f'{A}/w-2|w2': None, f"{A}/last year's return|return|last year return": None}),
 ("She wants to push it a week, to the 28th.", ['update'], {f'{A}/day|date|when': ['the 28th', '28th', 'Friday the 28th']}),
 ("What should I bring?", ['check'], {}, dict(facts=['W-2', 'return'])),
])

L = 'plumber|plumbing|plumber visit|repair|sink repair|leak'
sc('h2_plumber', 'Held-out 2 (issue 14): a plumber for a leaky sink', 'A possessive opener, a window, a name swapped.', [
 ("My kitchen sink is leaking and I need a plumber tomorrow.", ['new'],
  {L: None, f'{L}/day|date|when': 'tomorrow', f'?{L}/problem|issue|sink|kitchen sink': ['kitchen sink', 'leaking', 'kitchen sink is leaking']}),
 ("Anytime between 1 and 4 pm works.", ['new'], {f'{L}/time|window|time window': ['between 1 and 4 pm', '1-4 pm', '1 and 4 pm', '1 to 4 pm']}),
 ("The plumber's name is Carlos.", ['new'], {f"{L}/plumber|name|plumber's name": 'Carlos'}),
 ("Carlos isn't available, they're sending Dmitri.", ['update'], {f"{L}/plumber|name|plumber's name": 'Dmitri'}),
 ("Who is coming?", ['check'], {}, dict(facts=['Dmitri'], contradicts=['Carlos'])),
])

S = 'spanish course|course|spanish class|spanish|language course|class'
sc('h2_spanish', 'Held-out 2 (issue 14): a Spanish course', 'An activity opener, a level changed, a price, a check.', [
 ("I want to learn Spanish this autumn.", ['new'], {S: None}),
 ("The course runs on Saturdays from 10 am.", ['new'], {f'{S}/day|days|when': ['Saturdays', 'Saturday'], f'{S}/time|start': ['10 am', '10:00']}),
 ("It costs $250.", ['new'], {f'{S}/price|cost|fee': ['$250', '250']}),
 ("My level is A2.", ['new'], {f'{S}/level': 'A2'}),
 ("Put me in B1 instead.", ['update'], {f'{S}/level': 'B1'}),
 ("What level am I in and what does it cost?", ['check'], {}, dict(facts=['B1', '250'], contradicts=['A2'])),
])

W = 'tailoring|tailor|suit|suit alterations|alterations|fitting'
M = 'museum|museum visit|visit|tickets|museum tickets'
sc('h2_tailor_museum', 'Held-out 2 (issue 14): a suit fitting and a museum visit', 'Two tasks, a day moved, a check over both.', [
 ("I need my suit taken in before the wedding on June 21.", ['new'],
  {W: None, f'?{W}/deadline|wedding|date|when|by': ['June 21', 'June 21st']}),
 ("The fitting is on Wednesday at 5 pm.", ['new'], {f'{W}/fitting|day|date|when|fitting day': 'Wednesday', f'{W}/time|fitting time': ['5 pm', '17:00']}),
 ("Separately, book two museum tickets for Saturday.", ['new'],
  {M: None, f'{M}/day|date|when': 'Saturday', f'{M}/tickets|number|count|people': ['2', 'two']}),
 ("Move the fitting to Thursday.", ['update'], {f'{W}/fitting|day|date|when|fitting day': 'Thursday'}),
 ("What have I got planned this week?", ['check'], {}, dict(facts=['Thursday', 'museum'], contradicts=['Wednesday'])),
])
