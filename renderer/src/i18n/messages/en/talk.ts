/**
 * talk strings (en): what an opponent says at the table (renderer/src/composables/talk/choose.ts
 * chooses the line). By voice, then moment, seen from the opponent's chair: roundWon is a round
 * the opponent took. Each moment's lines are a to d (a greeting and a match's end a to e), the
 * same letters in every language (TALK_LINES).
 */
export default {
  talk: {
    voice: {
      easy: {
        greeting: {
          a: 'Pull up a stool, friend. The cards are cold, the drinks are colder.',
          b: 'Another spacer with credits to spare? Sit, sit.',
          c: 'Long haul behind you? A few rounds will shake the hyperspace out of your head.',
          d: 'Deal you in? The stakes are small and the company’s decent.',
          e: 'Sit, rest your feet. The dock crew can wait a hand or two.',
        },
        roundWon: {
          a: 'That one’s mine. Don’t take it to heart.',
          b: 'Lucky draw. Could have gone either way.',
          c: 'Well, look at that. The cards like me tonight.',
          d: 'Mine, but only just. The next one’s yours, I bet.',
        },
        roundLost: {
          a: 'Nicely done. I’ll get the next one.',
          b: 'Ha! You had me there.',
          c: 'Fair enough. Can’t win them all.',
          d: 'You got me clean. On to the next.',
        },
        theyBust: {
          a: 'Over again. Should have stopped while I was ahead.',
          b: 'Over. My old captain would laugh himself sick.',
          c: 'One card too many. Story of my life.',
          d: 'Whoops. Got greedy there.',
        },
        youBust: {
          a: 'Ouch. The deck bites everyone sooner or later.',
          b: 'Over twenty. Happens to the best of us.',
          c: 'Over, eh? Shake it off. Plenty of rounds left.',
          d: 'Rough draw. Happens to me twice a night.',
        },
        matchWon: {
          a: 'Good game, friend. The next round of drinks is on you.',
          b: 'Fair and square. Come back when your luck turns.',
          c: 'That’s the match. You almost had me, you know.',
          d: 'That’s mine. Stay for a drink, no hard feelings.',
          e: 'Good match. You’ll have me next time, I’m sure of it.',
        },
        matchLost: {
          a: 'You play a clean game. Well earned.',
          b: 'Well, there goes my fuel money. Good game.',
          c: 'Beaten fair. I’ll buy the drinks, then.',
          d: 'Well played. Remind me never to bet against you.',
          e: 'Lost fair and square. Good company’s worth a few credits.',
        },
      },
      brash: {
        greeting: {
          a: 'Hope you brought a full purse. You’ll leave with an empty one.',
          b: 'Sit down, sit down. I haven’t lost a table all week.',
          c: 'Another hopeful? Deal them fast, I’ve got a ship to catch.',
          d: 'Fresh meat! Sit down, I’ll make this quick.',
          e: 'Ask anyone in this port who runs the tables. Go on, ask.',
        },
        roundWon: {
          a: 'Ha! Read it and weep.',
          b: 'That’s how it’s done, spacer!',
          c: 'Another one for me! Keep them coming!',
          d: 'Did you blink? You missed how good that was.',
        },
        roundLost: {
          a: 'Beginner’s luck. It won’t last.',
          b: 'Fine, take it. I’ll take the next three.',
          c: 'A fluke. Won’t happen again.',
          d: 'Lucky card. Don’t get used to it.',
        },
        theyBust: {
          a: 'Bah! The shoe’s rigged, I swear it.',
          b: 'Worth the try. Only cowards stop at fifteen.',
          c: 'Over by a hair. Next time I hit it dead on.',
          d: 'Bust! Who cares? I’ve got credits to burn.',
        },
        youBust: {
          a: 'Too greedy! I like that in an opponent.',
          b: 'Over the top! Should have left it to the professionals.',
          c: 'Ha! Over? Leave the big draws to me.',
          d: 'Over! Now that’s what I call a gift.',
        },
        matchWon: {
          a: 'Told you. Nobody beats me at my own table.',
          b: 'Pay up, spacer. And tell your friends who beat you.',
          c: 'Too easy. Come back when you’ve learned to count.',
          d: 'Another notch on my belt. I’ll need a longer belt.',
          e: 'Drinks are on me! Paid for with your credits.',
        },
        matchLost: {
          a: 'What? Rematch. Right now.',
          b: 'Luck. Pure, dumb luck, and we both know it.',
          c: 'Enjoy it. It won’t happen twice.',
          d: 'You cheated. I don’t know how, but you cheated.',
          e: 'I let you win. Obviously. Now deal again.',
        },
      },
      sly: {
        greeting: {
          a: 'Ah, a new face. I do love new faces.',
          b: 'Sit. Relax. Nobody here bites… much.',
          c: 'Let’s keep it friendly, shall we? For now.',
          d: 'Such steady hands. Let’s see how long that lasts.',
          e: 'I’ve heard about you. Oh, nothing bad. Yet.',
        },
        roundWon: {
          a: 'Oh dear. Did you think I was bluffing?',
          b: 'Funny how the cards find their way home.',
          c: 'You stood too early. Or did I make you?',
          d: 'Mm. Exactly where I wanted you.',
        },
        roundLost: {
          a: 'Take it. I wanted to see how you celebrate.',
          b: 'Hmm. Noted.',
          c: 'Enjoy it. Do make yourself comfortable.',
          d: 'My, my. You do have teeth.',
        },
        theyBust: {
          a: 'Clumsy of me. Or was it?',
          b: 'A little over. Let’s call it an investment.',
          c: 'Over. Now you think you know how I play.',
          d: 'Oh dear, over. Do remember that later.',
        },
        youBust: {
          a: 'Tsk. You wanted that one too much.',
          b: 'Twenty is a narrow door, isn’t it?',
          c: 'Greed is such an honest vice. I admire it.',
          d: 'Over. I could see it in your eyes.',
        },
        matchWon: {
          a: 'A pleasure doing business with you.',
          b: 'Don’t look so surprised. You never read me once.',
          c: 'Come again soon. Bring more credits.',
          d: 'Thank you. You told me so much about yourself.',
          e: 'Don’t sulk. Everyone loses to me sooner or later.',
        },
        matchLost: {
          a: 'Well done. I’ll remember how you think.',
          b: 'Enjoy it. Some lessons cost me more than others.',
          c: 'This one’s yours. We’ll see about the next.',
          d: 'Keep the credits. I got what I came for.',
          e: 'Clever. One would think you’d been watching me.',
        },
      },
      stern: {
        greeting: {
          a: 'Sit. Deal. Keep your talk short.',
          b: 'I don’t rush, and I don’t forgive sloppy hands.',
          c: 'Take your time. I certainly will.',
          d: 'No chatter. Just cards.',
          e: 'Sit straight. Think before you draw.',
        },
        roundWon: {
          a: 'Patience pays.',
          b: 'As expected.',
          c: 'One round. Nothing more.',
          d: 'You drew. I waited.',
        },
        roundLost: {
          a: 'Hm. A fair round.',
          b: 'You earned that one.',
          c: 'Your round. Mine will come.',
          d: 'So be it.',
        },
        theyBust: {
          a: 'A poor card. It will not happen again.',
          b: 'I reached too far.',
          c: 'Careless. My own fault.',
          d: 'Too far. I know better.',
        },
        youBust: {
          a: 'Haste. It costs everyone, sooner or later.',
          b: 'You should have held.',
          c: 'Greed. It always shows.',
          d: 'Twenty is enough. It always was.',
        },
        matchWon: {
          a: 'The match is mine. Learn from it.',
          b: 'Slow and certain. That is how it is done.',
          c: 'Come back when you have learned to wait.',
          d: 'It is done. Go, and think on it.',
          e: 'You played fast. I played right.',
        },
        matchLost: {
          a: 'Well done. I do not say that often.',
          b: 'You were the better hand tonight.',
          c: 'A clean win. I accept it.',
          d: 'You waited well. That is rare.',
          e: 'I lost. Not the same way twice.',
        },
      },
      machine: {
        greeting: {
          a: 'Greeting protocol complete. Commencing the match.',
          b: 'Welcome, organic. My odds tables are ready.',
          c: 'New opponent logged. Shuffling. Shuffling. Done.',
          d: 'Opponent detected. Calibrating smile. Error: no face.',
          e: 'Hello. This unit has played 40,112 rounds. And you?',
        },
        roundWon: {
          a: 'Round won. Outcome matched forecast.',
          b: 'Statement: your total was insufficient.',
          c: 'Round won. Storing result.',
          d: 'Calculation correct. Satisfaction routine running.',
        },
        roundLost: {
          a: 'Round lost. Recalculating.',
          b: 'Error margin exceeded. Logging it.',
          c: 'Anomaly detected. Cause: you.',
          d: 'Round lost. Adjusting parameters.',
        },
        theyBust: {
          a: 'Total exceeds twenty. This unit objects to the deck.',
          b: 'Overflow. Regrettable.',
          c: 'Bust. Reviewing draw logic. Logic appears sound.',
          d: 'Excess of one card. Cause: optimism module.',
        },
        youBust: {
          a: 'Observation: twenty is a limit, not a suggestion.',
          b: 'Your total exceeds twenty. As predicted.',
          c: 'Your total: invalid. Mine: adequate.',
          d: 'Limit exceeded. Probability of greed: 97 percent.',
        },
        matchWon: {
          a: 'Match won. Thank you for your contribution.',
          b: 'Victory logged. Would you like a printed receipt?',
          c: 'Result consistent with projections.',
          d: 'Match concluded. Winner: this unit. Again.',
          e: 'Victory stored in long-term memory. Permanently.',
        },
        matchLost: {
          a: 'Match lost. Filing a complaint with my manufacturer.',
          b: 'Unexpected result. I will need a memory wipe.',
          c: 'Well done, organic. Odds revised.',
          d: 'Defeat. This result will not be stored.',
          e: 'Analysis: you played well. This unit is… impressed.',
        },
      },
      nervous: {
        greeting: {
          a: 'Oh! H-hello. I’m still learning, so go easy?',
          b: 'Is this seat taken? No? Great. Great.',
          c: 'I’ve been practising. Mostly against myself.',
          d: 'Hi! Um. Do I shuffle, or do you? Either’s fine!',
          e: 'Sorry, my hands shake a bit. It’s not the cards. Probably.',
        },
        roundWon: {
          a: 'I won? I won! Sorry, sorry. Ahem.',
          b: 'Did that count? It counted!',
          c: 'Wait, really? Mine? Oh, wow.',
          d: 'Was that allowed? I think that was allowed.',
        },
        roundLost: {
          a: 'Oh. Right. That’s… fine.',
          b: 'I knew I should have drawn. Or not drawn.',
          c: 'Oh. Okay. I’ll, um, try harder.',
          d: 'That’s fine. Totally fine. Next round.',
        },
        theyBust: {
          a: 'Too many! Why do I always do that?',
          b: 'Oops. That’s over, isn’t it?',
          c: 'I counted wrong. Again. Sorry!',
          d: 'Over? But I was so sure about that card!',
        },
        youBust: {
          a: 'Oh no, you went over! I mean… good. For me.',
          b: 'Over twenty? That’s… that’s a bust, right?',
          c: 'You went over? So it happens to good players too.',
          d: 'Oh! That’s, um, lucky for me. Sorry!',
        },
        matchWon: {
          a: 'I actually won? Wait till the crew hears this!',
          b: 'Thanks for the game! Sorry. I mean, not sorry. Thanks!',
          c: 'Beginner’s luck, probably. But still!',
          d: 'I won the whole match? Can I keep the credits?',
          e: 'Wow. I need to sit down. I am sitting down. Wow.',
        },
        matchLost: {
          a: 'You’re really good. Can you teach me sometime?',
          b: 'Oh well. I’ll get you next time. Maybe.',
          c: 'That was fun, even if I lost. Mostly fun.',
          d: 'I lost, but I stood at the right time twice! Progress!',
          e: 'Good game! Back to practising, I guess.',
        },
      },
    },
    /** a champion's own greeting, in place of its voice's, by the opponent's id */
    champion: {
      'sister-kell': 'Sit, dear. Nobody raises their voice at my table. Not even when they lose.',
      'gannet-rook': 'Welcome to the back room. The skiffs race out there; in here, the cards do.',
      'mother-oona': 'Come in, little one. Mind the sea-glass, and mind your credits.',
      'warden-ashka': 'The furnace is hot, and my table is hotter. Sit, if you dare.',
      'baron-thorne': 'My house, my table, my rules. Do try to make it interesting.',
      'sable-orrin': 'Eleven seasons, and no one has surprised me. Go on, try.',
    },
  },
}
