// Our own list of words for the search app to look through: fruit, vegetables, colours,
// animals, trees and flowers. Words in more than one group appear once.

enum WordList {
  static let words: [String] = {
    let groups: [String: [String]] = [
      "Fruit": [
        "apple", "apricot", "avocado", "banana", "blackberry", "blackcurrant", "blueberry",
        "cantaloupe", "cherry", "clementine", "coconut", "cranberry", "currant", "damson", "date",
        "dragonfruit", "durian", "elderberry", "fig", "gooseberry", "grape", "grapefruit", "guava",
        "honeydew", "jackfruit", "kiwi", "kumquat", "lemon", "lime", "lychee", "mandarin", "mango",
        "mangosteen", "medlar", "melon", "mulberry", "nectarine", "olive", "orange", "papaya",
        "passionfruit", "peach", "pear", "persimmon", "pineapple", "plantain", "plum",
        "pomegranate", "pomelo", "quince", "raisin", "raspberry", "redcurrant", "rhubarb",
        "satsuma", "strawberry", "tamarind", "tangerine", "watermelon",
      ],
      "Vegetables": [
        "artichoke", "asparagus", "aubergine", "beetroot", "broccoli", "cabbage", "carrot",
        "cauliflower", "celeriac", "celery", "chard", "chickpea", "chicory", "courgette",
        "cucumber", "endive", "fennel", "garlic", "gherkin", "kale", "kohlrabi", "leek", "lentil",
        "lettuce", "marrow", "mushroom", "okra", "onion", "parsnip", "pea", "pepper", "potato",
        "pumpkin", "radish", "shallot", "spinach", "squash", "swede", "sweetcorn", "tomato",
        "turnip", "watercress", "yam",
      ],
      "Colours": [
        "amber", "apricot", "aqua", "azure", "beige", "black", "blue", "bronze", "brown",
        "burgundy", "charcoal", "chartreuse", "chestnut", "cobalt", "copper", "coral", "cream",
        "crimson", "cyan", "ebony", "emerald", "fuchsia", "gold", "green", "grey", "indigo",
        "ivory", "jade", "khaki", "lavender", "lilac", "magenta", "maroon", "mauve", "navy",
        "ochre", "orange", "peach", "pink", "plum", "purple", "red", "rose", "ruby", "rust",
        "saffron", "salmon", "sapphire", "scarlet", "sepia", "silver", "tan", "teal", "turquoise",
        "umber", "vermilion", "violet", "white", "yellow",
      ],
      "Animals": [
        "aardvark", "albatross", "alligator", "alpaca", "anteater", "antelope", "ape", "armadillo",
        "baboon", "badger", "bat", "bear", "beaver", "bison", "boar", "buffalo", "butterfly",
        "camel", "capybara", "caribou", "cat", "chameleon", "cheetah", "chicken", "chimpanzee",
        "chinchilla", "cobra", "cougar", "cow", "coyote", "crab", "crane", "crocodile", "crow",
        "deer", "dingo", "dolphin", "donkey", "dove", "duck", "eagle", "eel", "elephant", "elk",
        "emu", "falcon", "ferret", "finch", "flamingo", "fox", "frog", "gazelle", "gecko", "gerbil",
        "gibbon", "giraffe", "goat", "goose", "gorilla", "grasshopper", "hamster", "hare", "hawk",
        "hedgehog", "heron", "hippopotamus", "horse", "hyena", "ibis", "iguana", "impala", "jackal",
        "jaguar", "jellyfish", "kangaroo", "koala", "lemur", "leopard", "lion", "lizard", "llama",
        "lobster", "lynx", "magpie", "manatee", "meerkat", "mole", "mongoose", "monkey", "moose",
        "mouse", "narwhal", "newt", "octopus", "okapi", "opossum", "orangutan", "ostrich", "otter",
        "owl", "ox", "panda", "panther", "parrot", "peacock", "pelican", "penguin", "pheasant",
        "pig", "pigeon", "platypus", "porcupine", "puffin", "puma", "rabbit", "raccoon", "rat",
        "raven", "reindeer", "rhinoceros", "robin", "salamander", "seal", "shark", "sheep", "skunk",
        "sloth", "snail", "snake", "sparrow", "spider", "squid", "squirrel", "starling", "stork",
        "swan", "tapir", "tiger", "toad", "tortoise", "toucan", "turkey", "turtle", "vulture",
        "walrus", "wasp", "weasel", "whale", "wolf", "wombat", "woodpecker", "yak", "zebra",
      ],
      "Trees and flowers": [
        "acacia", "alder", "ash", "aspen", "beech", "birch", "cedar", "cypress", "elm", "fir",
        "hawthorn", "hazel", "hemlock", "hickory", "holly", "juniper", "larch", "laurel",
        "magnolia", "maple", "oak", "pine", "poplar", "redwood", "rowan", "sequoia", "spruce",
        "sycamore", "willow", "yew", "aster", "azalea", "begonia", "bluebell", "buttercup",
        "camellia", "carnation", "chrysanthemum", "crocus", "daffodil", "dahlia", "daisy",
        "foxglove", "freesia", "gardenia", "geranium", "heather", "hibiscus", "hyacinth", "iris",
        "jasmine", "lily", "lotus", "marigold", "orchid", "pansy", "peony", "petunia", "poppy",
        "primrose", "snowdrop", "sunflower", "tulip", "violet", "wisteria", "zinnia",
      ],
    ]
    return Set(groups.values.joined()).sorted()
  }()
}
