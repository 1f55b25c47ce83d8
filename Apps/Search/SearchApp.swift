// Our own view around seed 002's SearchViewModel: the stack's search field bound to
// searchText (`searchable`, as an app on Apple's platforms binds its view model's text), the
// debounce shown live (what is typed, what was last searched, searches run against
// keystrokes), and the results in a list.
import TrellisUI

@MainActor
struct SearchView: View {
  @StateObject private var model = SearchViewModel()

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        Text(status)
        Text("Searches run: \(model.searchesRun) for \(model.keystrokes) keystrokes")
        Text(summary)
        List(model.results, id: \.self) { word in
          Text(word)
        }
      }
      .navigationTitle("Search")
      .searchable(text: $model.searchText, prompt: "Search \(WordList.words.count) words")
    }
  }

  /// What is typed now against what the last search ran for; "waiting…" while the debounce
  /// holds a newer text back.
  private var status: String {
    let typed = "typed: \"\(model.searchText)\""
    guard let searched = model.lastSearch else { return "\(typed)  ·  waiting…" }
    let line = "\(typed)  ·  searched: \"\(searched)\""
    return searched == model.searchText ? line : "\(line)  ·  waiting…"
  }

  private var summary: String {
    guard let searched = model.lastSearch, !searched.trimmingCharacters(in: .whitespaces).isEmpty
    else { return "Type to search fruit, vegetables, colours, animals, trees and flowers." }
    switch model.results.count {
    case 0: return "No words contain \"\(searched)\"."
    case 1: return "1 match"
    case let count: return "\(count) matches"
    }
  }
}

@main
@MainActor
struct SearchApp: App {
  var body: some Scene {
    WindowGroup {
      SearchView()
    }
  }
}
