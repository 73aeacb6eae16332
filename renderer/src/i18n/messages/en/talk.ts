/**
 * talk strings (en): what an opponent says at the table (renderer/src/composables/talk/choose.ts
 * chooses the line). By voice, then moment, seen from the opponent's chair: roundWon is a round
 * the opponent took. Each moment's lines are a, b (and c), the same letters in every language.
 */
export default {
  talk: {
    voice: {
      easy: {
        greeting: {
          a: 'Pull up a stool, friend. The cards are cold, the drinks are colder.',
          b: 'Another spacer with credits to spare? Sit, sit.',
          c: 'Long haul behind you? A few rounds will shake the hyperspace out of your head.',
        },
        roundWon: {
          a: 'That one’s mine. Don’t take it to heart.',
          b: 'Lucky draw. Could have gone either way.',
        },
        roundLost: { a: 'Nicely done. I’ll get the next one.', b: 'Ha! You had me there.' },
        theyBust: {
          a: 'Over again. Should have stopped while I was ahead.',
          b: 'Over. My old captain would laugh himself sick.',
        },
        youBust: {
          a: 'Ouch. The deck bites everyone sooner or later.',
          b: 'Over twenty. Happens to the best of us.',
        },
        matchWon: {
          a: 'Good game, friend. The next round of drinks is on you.',
          b: 'Fair and square. Come back when your luck turns.',
          c: 'That’s the match. You almost had me, you know.',
        },
        matchLost: {
          a: 'You play a clean game. Well earned.',
          b: 'Well, there goes my fuel money. Good game.',
          c: 'Beaten fair. I’ll buy the drinks, then.',
        },
      },
      brash: {
        greeting: {
          a: 'Hope you brought a full purse. You’ll leave with an empty one.',
          b: 'Sit down, sit down. I haven’t lost a table all week.',
          c: 'Another hopeful? Deal them fast, I’ve got a ship to catch.',
        },
        roundWon: { a: 'Ha! Read it and weep.', b: 'That’s how it’s done, spacer!' },
        roundLost: {
          a: 'Beginner’s luck. It won’t last.',
          b: 'Fine, take it. I’ll take the next three.',
        },
        theyBust: {
          a: 'Bah! The shoe’s rigged, I swear it.',
          b: 'Worth the try. Only cowards stop at fifteen.',
        },
        youBust: {
          a: 'Too greedy! I like that in an opponent.',
          b: 'Over the top! Should have left it to the professionals.',
        },
        matchWon: {
          a: 'Told you. Nobody beats me at my own table.',
          b: 'Pay up, spacer. And tell your friends who beat you.',
          c: 'Too easy. Come back when you’ve learned to count.',
        },
        matchLost: {
          a: 'What? Rematch. Right now.',
          b: 'Luck. Pure, dumb luck, and we both know it.',
          c: 'Enjoy it. It won’t happen twice.',
        },
      },
      sly: {
        greeting: {
          a: 'Ah, a new face. I do love new faces.',
          b: 'Sit. Relax. Nobody here bites… much.',
          c: 'Let’s keep it friendly, shall we? For now.',
        },
        roundWon: {
          a: 'Oh dear. Did you think I was bluffing?',
          b: 'Funny how the cards find their way home.',
        },
        roundLost: { a: 'Take it. I wanted to see how you celebrate.', b: 'Hmm. Noted.' },
        theyBust: {
          a: 'Clumsy of me. Or was it?',
          b: 'A little over. Let’s call it an investment.',
        },
        youBust: {
          a: 'Tsk. You wanted that one too much.',
          b: 'Twenty is a narrow door, isn’t it?',
        },
        matchWon: {
          a: 'A pleasure doing business with you.',
          b: 'Don’t look so surprised. You never read me once.',
          c: 'Come again soon. Bring more credits.',
        },
        matchLost: {
          a: 'Well done. I’ll remember how you think.',
          b: 'Enjoy it. Some lessons cost me more than others.',
          c: 'This one’s yours. We’ll see about the next.',
        },
      },
      stern: {
        greeting: {
          a: 'Sit. Deal. Keep your talk short.',
          b: 'I don’t rush, and I don’t forgive sloppy hands.',
          c: 'Take your time. I certainly will.',
        },
        roundWon: { a: 'Patience pays.', b: 'As expected.' },
        roundLost: { a: 'Hm. A fair round.', b: 'You earned that one.' },
        theyBust: { a: 'A poor card. It will not happen again.', b: 'I reached too far.' },
        youBust: { a: 'Haste. It costs everyone, sooner or later.', b: 'You should have held.' },
        matchWon: {
          a: 'The match is mine. Learn from it.',
          b: 'Slow and certain. That is how it is done.',
          c: 'Come back when you have learned to wait.',
        },
        matchLost: {
          a: 'Well done. I do not say that often.',
          b: 'You were the better hand tonight.',
          c: 'A clean win. I accept it.',
        },
      },
      machine: {
        greeting: {
          a: 'Greeting protocol complete. Commencing the match.',
          b: 'Welcome, organic. My odds tables are ready.',
          c: 'New opponent logged. Shuffling. Shuffling. Done.',
        },
        roundWon: {
          a: 'Round won. Outcome matched forecast.',
          b: 'Statement: your total was insufficient.',
        },
        roundLost: { a: 'Round lost. Recalculating.', b: 'Error margin exceeded. Logging it.' },
        theyBust: {
          a: 'Total exceeds twenty. This unit objects to the deck.',
          b: 'Overflow. Regrettable.',
        },
        youBust: {
          a: 'Observation: twenty is a limit, not a suggestion.',
          b: 'Your total exceeds twenty. As predicted.',
        },
        matchWon: {
          a: 'Match won. Thank you for your contribution.',
          b: 'Victory logged. Would you like a printed receipt?',
          c: 'Result consistent with projections.',
        },
        matchLost: {
          a: 'Match lost. Filing a complaint with my manufacturer.',
          b: 'Unexpected result. I will need a memory wipe.',
          c: 'Well done, organic. Odds revised.',
        },
      },
      nervous: {
        greeting: {
          a: 'Oh! H-hello. I’m still learning, so go easy?',
          b: 'Is this seat taken? No? Great. Great.',
          c: 'I’ve been practising. Mostly against myself.',
        },
        roundWon: { a: 'I won? I won! Sorry, sorry. Ahem.', b: 'Did that count? It counted!' },
        roundLost: {
          a: 'Oh. Right. That’s… fine.',
          b: 'I knew I should have drawn. Or not drawn.',
        },
        theyBust: { a: 'Too many! Why do I always do that?', b: 'Oops. That’s over, isn’t it?' },
        youBust: {
          a: 'Oh no, you went over! I mean… good. For me.',
          b: 'Over twenty? That’s… that’s a bust, right?',
        },
        matchWon: {
          a: 'I actually won? Wait till the crew hears this!',
          b: 'Thanks for the game! Sorry. I mean, not sorry. Thanks!',
          c: 'Beginner’s luck, probably. But still!',
        },
        matchLost: {
          a: 'You’re really good. Can you teach me sometime?',
          b: 'Oh well. I’ll get you next time. Maybe.',
          c: 'That was fun, even if I lost. Mostly fun.',
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
