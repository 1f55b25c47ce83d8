import Foundation

/// One of the app's pictures: the name of its file in `Photos/`, and what the gallery says
/// about it.
struct Photo: Identifiable, Hashable {
  let id: String
  let title: String
  let caption: String

  /// Titles in several scripts, as a gallery's users would give them.
  static let all = [
    Photo(id: "dawn", title: "Dawn", caption: "The sun over the hills at six."),
    Photo(id: "lotus-pond", title: "कमल ताल", caption: "A lotus pond in the morning."),
    Photo(id: "fuji", title: "富士山", caption: "Two peaks and a white sun."),
    Photo(id: "waves", title: "🌊 Waves", caption: "The sea from the cliff path."),
    Photo(id: "desert", title: "Desert", caption: "Dunes in the afternoon heat."),
    Photo(id: "night", title: "Night", caption: "The moon over the valley."),
    Photo(id: "meadow", title: "Meadow", caption: "A summer meadow under a yellow sun."),
    Photo(id: "tower", title: "Tower", caption: "Taller than it is wide: fitted, not cut."),
    Photo(id: "sketch", title: "Sketch", caption: "A vector drawing, drawn at the size shown."),
  ]
}
