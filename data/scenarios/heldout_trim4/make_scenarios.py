"""Write the fourth held-out TRIM scenarios (issue 14, round 3) from a compact form: each turn sets/deletes gold paths."""
import sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from compact import writer
SRC = ("Written for issue 14 (round 3) before any classifier was run on it; about nine scored turns each, "
       "domains used nowhere else; never edited after the first run.")
sc = writer(sys.argv[1], 'held_out', SRC)

T = 'tennis|tennis court|court|court booking|tennis game|tennis match|game|match'
P = f'{T}/players|participants|people|with|who|partners'
sc('h4_tennis', 'Held-out 4 (issue 14): a tennis morning', 'A first-person opener with a list, the list extended and cut, a time moved and undone, a check.', [
 ("I want to play tennis on Sunday morning with Priya, Tom and Lena.", ['new'],
  {T: None, f'{T}/day|date|when': ['Sunday', 'Sunday morning'], P: ['Priya, Tom and Lena', 'Priya, Tom, Lena']}),
 ("The court is booked for 9 am.", ['new'], {f'{T}/time|start|start time': ['9 am', '09:00']}),
 ("It costs $24 for two hours.", ['new'], {f'{T}/price|cost|fee': ['$24', '24', '$24 for two hours']}),
 ("Add Marco too.", ['update'], {P: ['Priya, Tom, Lena and Marco', 'Priya, Tom, Lena, Marco']}),
 ("Tom can't come after all, so take him off.", ['update'], {P: ['Priya, Lena and Marco', 'Priya, Lena, Marco']}),
 ("Push it to 10 am.", ['update'], {f'{T}/time|start|start time': ['10 am', '10:00']}),
 ("Never mind, the first time was better.", ['update'], {f'{T}/time|start|start time': ['9 am', '09:00']}),
 ("We also need to rent a racket for Lena.", ['new'], {f'{T}/racket|rackets|racket rental|rental': None}),
 ("Who's playing and when?", ['check'], {}, dict(facts=['Priya', 'Lena', 'Marco', '9 am|09:00'], contradicts=['Tom', '10 am'])),
])

H = 'physiotherapy|physio|physical therapy|physiotherapist|physio appointment|appointment|sessions|therapy|treatment'
D = f'{H}/physio|physiotherapist|therapist|doctor|dr|name'
sc('h4_physio', 'Held-out 4 (issue 14): physiotherapy for a knee', 'A clause opener, copular facts, a day moved and undone without a value, a name swapped, a check.', [
 ("My knee has been sore since the marathon, so I'm seeing a physio.", ['new'],
  {H: None, f'?{H}/problem|reason|knee|injury|issue': ['knee', 'sore knee', 'my knee']}),
 ("The first session is on Monday at 8:30 am.", ['new'],
  {f'{H}/day|date|when|first session': 'Monday', f'{H}/time|start|start time': ['8:30 am', '08:30']}),
 ("My physio is Dr. Alvarez.", ['new'], {D: ['Dr. Alvarez', 'Alvarez', 'Dr Alvarez']}),
 ("Sessions last 45 minutes.", ['new'], {f'{H}/length|duration|session length': ['45 minutes', '45 min']}),
 ("Can we push Monday's session to Wednesday?", ['update'], {f'{H}/day|date|when|first session': 'Wednesday'}),
 ("Hmm, go back to what I had first.", ['update'], {f'{H}/day|date|when|first session': 'Monday'}),
 ("Dr. Alvarez is away, so I'll see Dr. Kim instead.", ['update'], {D: ['Dr. Kim', 'Kim', 'Dr Kim']}),
 ("Each session is $65.", ['new'], {f'{H}/price|cost|fee|rate': ['$65', '65']}),
 ("Who am I seeing, and on what day?", ['check'], {}, dict(facts=['Kim', 'Monday'], contradicts=['Alvarez', 'Wednesday'])),
])

E = 'escape room|escape game|escape room booking|booking|game'
K = 'parking|parking spot|parking space|parking reservation'
sc('h4_escape', 'Held-out 4 (issue 14): an escape room and a parking spot', 'A plural opener, copular facts, a room swapped, a second task, a count revised, a check over both.', [
 ("We're doing an escape room for Kat's birthday on Friday.", ['new'],
  {E: None, f'{E}/day|date|when': 'Friday', f'?{E}/occasion|birthday|for|reason': ["Kat's birthday", 'birthday']}),
 ("There are six of us.", ['new'], {f'{E}/people|players|group|group size|number|count|guests|size': ['6', 'six']}),
 ("The room is called The Vault.", ['new'], {f'{E}/room|theme|room name|name': ['The Vault', 'Vault']}),
 ("Our slot is 7:30 pm.", ['new'], {f'{E}/time|slot|start|start time': ['7:30 pm', '19:30']}),
 ("Swap The Vault for the pirate room.", ['update'], {f'{E}/room|theme|room name|name': ['the pirate room', 'pirate room', 'pirate']}),
 ("I also need to reserve a parking spot near the venue.", ['new'], {K: None}),
 ("The garage charges $12 for the evening.", ['new'], {f'{K}/price|cost|fee|rate|charge': ['$12', '12', '$12 for the evening']}),
 ("Two people dropped out, so it's four now.", ['update'], {f'{E}/people|players|group|group size|number|count|guests|size': ['4', 'four']}),
 ("What's booked for Friday?", ['check'], {}, dict(facts=['pirate', 'parking', 'four|4'], contradicts=['Vault'])),
])

C = 'pest control|exterminator|pest control visit|ant treatment|treatment|visit|extermination'
N = f'{C}/exterminator|technician|name|who'
sc('h4_pest', 'Held-out 4 (issue 14): ants in the kitchen', 'A clause opener, a pronoun subject, a date pushed twice, a name swapped, a check.', [
 ("There are ants all over our kitchen, so we need pest control.", ['new'],
  {C: None, f'?{C}/problem|pest|pests|issue|ants': ['ants', 'ants in the kitchen', 'ants all over our kitchen']}),
 ("The exterminator can come on the 14th.", ['new'], {f'{C}/day|date|when': ['the 14th', '14th']}),
 ("His name is Gus.", ['new'], {N: 'Gus'}),
 ("He'll arrive between 8 and 10 am.", ['new'], {f'{C}/time|window|time window|arrival': ['between 8 and 10 am', '8 to 10 am', '8-10 am', '8 and 10 am']}),
 ("The treatment is $150.", ['new'], {f'{C}/price|cost|fee|treatment': ['$150', '150']}),
 ("We'll be away that day, so push it to the 17th.", ['update'], {f'{C}/day|date|when': ['the 17th', '17th']}),
 ("Actually, make it the 18th instead.", ['update'], {f'{C}/day|date|when': ['the 18th', '18th']}),
 ("Gus is off that week, so it'll be Rita.", ['update'], {N: 'Rita'}),
 ("When is pest control coming, who is it, and what does it cost?", ['check'], {},
  dict(facts=['18th', 'Rita', '150'], contradicts=['14th', '17th', 'Gus'])),
])

J = 'junk removal|junk pickup|pickup|removal|haul away|bulky waste pickup|collection|clear-out|clearout'
sc('h4_junk', 'Held-out 4 (issue 14): a junk pickup', 'A phrasal opener with items, an item added, one kept back, a day changed, a needless item, a check.', [
 ("I'm getting rid of an old fridge and a mattress.", ['new'], {J: None, f'{J}/fridge|old fridge': None, f'{J}/mattress': None}),
 ("The pickup is next Tuesday morning.", ['new'], {f'{J}/day|date|when': ['next Tuesday', 'Tuesday', 'next Tuesday morning', 'Tuesday morning']}),
 ("Add the broken armchair too.", ['new'], {f'{J}/armchair|broken armchair|chair': None}),
 ("Keep the mattress, my brother wants it.", ['update'], {f'{J}/mattress': 'DEL'}),
 ("The fee is $80.", ['new'], {f'{J}/price|cost|fee': ['$80', '80']}),
 ("Can they come Wednesday instead?", ['update'], {f'{J}/day|date|when': ['Wednesday', 'Wednesday morning']}),
 ("I don't need them to take the boxes.", [], {}),
 ("What are they taking, and when?", ['check'], {}, dict(facts=['fridge', 'armchair', 'Wednesday'], contradicts=['mattress', 'Tuesday'])),
])

O = 'notary|notary appointment|notarization|notarisation|appointment|signing|document signing|documents'
sc('h4_notary', 'Held-out 4 (issue 14): a notary appointment', 'A need opener, documents to bring, a time changed and undone without a value, an address, a check.', [
 ("I need some documents notarized for the house sale.", ['new'],
  {O: None, f'?{O}/purpose|for|reason|house sale': ['house sale', 'the house sale']}),
 ("The notary has an opening on Thursday at 4 pm.", ['new'], {f'{O}/day|date|when': 'Thursday', f'{O}/time': ['4 pm', '16:00']}),
 ("I have to bring my passport and the deed.", ['new'], {f'{O}/passport': None, f'{O}/deed|the deed': None}),
 ("Change it to 5:30 pm.", ['update'], {f'{O}/time': ['5:30 pm', '17:30']}),
 ("Scratch that.", ['update'], {f'{O}/time': ['4 pm', '16:00']}),
 ("It's $25 per signature.", ['new'], {f'{O}/price|cost|fee|rate': ['$25 per signature', '$25', '25']}),
 ("The office is at 12 Bank Street.", ['new'], {f'{O}/address|location|place|where|office': ['12 Bank Street']}),
 ("What do I need to bring, and when do I go?", ['check'], {},
  dict(facts=['passport', 'deed', '4 pm|16:00', 'Thursday'], contradicts=['5:30'])),
])

F = 'flooring|new flooring|floors|carpet|new carpet|carpeting|carpet installation|installation|carpet fitting'
L = f'{F}/colour|color|carpet colour|carpet color|shade'
sc('h4_carpet', 'Held-out 4 (issue 14): new carpet', 'Rooms listed, a copular fact for both, a colour swapped and taken back, a room added, a date moved, a check.', [
 ("We're putting new carpet in the bedroom and the hallway.", ['new'], {F: None, f'{F}/bedroom': None, f'{F}/hallway|hall': None}),
 ("Both rooms get the same beige carpet.", ['new'], {L: 'beige'}),
 ("The installer is coming on May 2.", ['new'], {f'{F}/date|day|when|installation date': ['May 2', 'May 2nd']}),
 ("The quote is $1,800 including fitting.", ['new'], {f'{F}/quote|price|cost|total': ['$1,800', '1,800', '$1800']}),
 ("Swap the beige for charcoal.", ['update'], {L: 'charcoal'}),
 ("Actually, let's go with the original colour.", ['update'], {L: 'beige'}),
 ("Add the stairs as well.", ['new'], {f'{F}/stairs|staircase': None}),
 ("They moved the install to May 6.", ['update'], {f'{F}/date|day|when|installation date': ['May 6', 'May 6th']}),
 ("Which colour did we pick, and when is it going in?", ['check'], {}, dict(facts=['beige', 'May 6'], contradicts=['charcoal', 'May 2'])),
])

B = 'blood donation|donating blood|give blood|giving blood|donation|blood drive|donor appointment|appointment'
R = 'prescription|prescription pickup|pharmacy|pharmacy pickup|medicine|pick up prescription'
sc('h4_blood', 'Held-out 4 (issue 14): giving blood, and a prescription', "A wish opener with a place, a copular fact, a time moved, a second task, a check over both.", [
 ("I'd like to give blood at the Red Cross centre on Pine Road.", ['new'],
  {B: None, f'{B}/place|location|where|centre|center|address|venue': ['the Red Cross centre on Pine Road', 'Red Cross centre on Pine Road',
                                                                        'Red Cross centre', 'Pine Road', 'the Red Cross centre']}),
 ("They have a spot on Wednesday at 11 am.", ['new'], {f'{B}/day|date|when': 'Wednesday', f'{B}/time': ['11 am', '11:00']}),
 ("My blood type is O negative.", ['new'], {f'{B}/blood type|type': ['O negative', 'O-']}),
 ("I should bring photo ID.", ['new'], {f'{B}/photo id|id|identification': None}),
 ("Move it to the afternoon, say 3 pm.", ['update'], {f'{B}/time': ['3 pm', '15:00']}),
 ("I also have to pick up a prescription from the pharmacy.", ['new'], {R: None}),
 ("The pharmacy closes at 6 pm.", ['new'], {f'{R}/closing time|closes|closing|time|hours': ['6 pm', '18:00', '6']}),
 ("What do I have to do on Wednesday?", ['check'], {}, dict(facts=['blood', 'prescription|pharmacy', '3 pm|15:00'], contradicts=['11 am'])),
])

G = 'poker night|poker|poker game|game night|card night|poker evening'
W = f'{G}/guests|players|people|invitees|who|participants|with'
sc('h4_poker', 'Held-out 4 (issue 14): hosting a poker night', 'A hosting opener with a list, the list extended and cut with a pronoun, a day pushed and kept, a check.', [
 ("I'm hosting a poker night on Saturday for Raj, Ellie and Sven.", ['new'],
  {G: None, f'{G}/day|date|when': 'Saturday', W: ['Raj, Ellie and Sven', 'Raj, Ellie, Sven']}),
 ("It starts at 8 pm.", ['new'], {f'{G}/time|start|start time': ['8 pm', '20:00']}),
 ("Add Omar too.", ['update'], {W: ['Raj, Ellie, Sven and Omar', 'Raj, Ellie, Sven, Omar']}),
 ("The buy-in is $20.", ['new'], {f'{G}/buy-in|buy in|stakes|price|cost': ['$20', '20']}),
 ("Ellie can't make it, so drop her.", ['update'], {W: ['Raj, Sven and Omar', 'Raj, Sven, Omar']}),
 ("Let's push it to Sunday.", ['update'], {f'{G}/day|date|when': 'Sunday'}),
 ("On second thought, keep Saturday.", ['update'], {f'{G}/day|date|when': 'Saturday'}),
 ("I'll pick up pizza for everyone.", ['new'], {f'{G}/food|snacks|pizza': None}),
 ("Who's coming, and what day is it?", ['check'], {}, dict(facts=['Raj', 'Sven', 'Omar', 'Saturday'], contradicts=['Ellie', 'Sunday'])),
])

Q = 'flowers|flower order|florist|bouquet|flower delivery|order|delivery|flower bouquet'
V = f'{Q}/flowers|flower|type|kind|bouquet|flower type'
sc('h4_flowers', 'Held-out 4 (issue 14): flowers for a grandmother', 'A wish opener, a pronoun object, copular facts, a flower swapped and taken back without a value, an address, a check.', [
 ("I want to send flowers to my grandmother for her 90th birthday.", ['new'],
  {Q: None, f'?{Q}/recipient|for|to|who|grandmother': ['my grandmother', 'grandmother', 'grandma']}),
 ("The bouquet should be mostly tulips.", ['new'], {V: ['tulips', 'mostly tulips']}),
 ("Deliver them on Thursday before noon.", ['new'],
  {f'{Q}/day|date|when|delivery date|delivery day': ['Thursday', 'Thursday before noon'], f'?{Q}/time|delivery time|by': ['before noon', 'noon']}),
 ("The card should say Happy 90th, Nana.", ['new'], {f'{Q}/card|message|card message|note': ['Happy 90th, Nana', 'Happy 90th Nana']}),
 ("The budget is $60.", ['new'], {f'{Q}/budget|price|cost': ['$60', '60']}),
 ("Make them roses instead.", ['update'], {V: ['roses']}),
 ("Hmm, no, the first choice was better.", ['update'], {V: ['tulips', 'mostly tulips']}),
 ("Her address is 4 Willow Lane.", ['new'], {f'{Q}/address|delivery address|where|location': ['4 Willow Lane']}),
 ("What flowers am I sending, and when do they arrive?", ['check'], {}, dict(facts=['tulips', 'Thursday'], contradicts=['roses'])),
])

S = 'volunteering|volunteer shift|food bank|shift|food bank shift|volunteer|volunteer work'
X = f'{S}/shift|time|hours|time window'
sc('h4_foodbank', 'Held-out 4 (issue 14): a food bank shift', 'A past-tense opener, elliptical facts, a shift changed, a companion, a check.', [
 ("I signed up to volunteer at the food bank this Saturday.", ['new'], {S: None, f'{S}/day|date|when': ['this Saturday', 'Saturday']}),
 ("Morning shift, 9 to 1.", ['new'], {X: ['9 to 1', '9 am to 1 pm', '9-1', '9 to 1 pm', 'morning shift, 9 to 1']}),
 ("Sorting donations.", ['new'], {f'{S}/task|job|role|duty|work|what': ['sorting donations']}),
 ("My coordinator is Beth.", ['new'], {f'{S}/coordinator|contact|supervisor|name': 'Beth'}),
 ("They need me on the afternoon shift instead, 1 to 5.", ['update'], {X: ['1 to 5', '1 pm to 5 pm', '1-5', '1 to 5 pm', 'afternoon shift, 1 to 5']}),
 ("Jo is coming with me.", ['new'], {f'{S}/friend|with|companion|people|volunteers|who': 'Jo'}),
 ("What shift am I on, and who's my coordinator?", ['check'], {},
  dict(facts=['1 to 5|1 pm to 5 pm|1-5|1 to 5 pm', 'Beth'], contradicts=['9 to 1'])),
])
