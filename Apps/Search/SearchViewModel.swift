// Seed 002_b4a1ae7bc49ef593.txt: its SearchViewModel, with the seed's shape and pipeline kept
// (ObservableObject; @Published searchText and results; $searchText debounced 300 ms on
// RunLoop.main, duplicates removed, sunk into performSearch). Added here: performSearch
// searches WordList (the seed leaves it empty), and three read-only @Published counters the
// view shows so the debounce can be seen working: what the last search ran for, how many
// searches ran, and how many edits (keystrokes) the text had.
import Foundation
import TrellisCombine
import TrellisUI

class SearchViewModel: ObservableObject {
  @Published var searchText = ""
  @Published var results: [String] = []
  /// The text the last search ran for; nil before the first search.
  @Published private(set) var lastSearch: String?
  @Published private(set) var searchesRun = 0
  @Published private(set) var keystrokes = 0
  private var cancellables = Set<AnyCancellable>()

  init() {
    setupSearchSubscription()
  }

  private func setupSearchSubscription() {
    $searchText
      .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
      .removeDuplicates()
      .sink { [weak self] text in
        self?.performSearch(text)
      }
      .store(in: &cancellables)

    // Every change to the text, undebounced: one per keystroke in the field.
    $searchText
      .dropFirst()
      .sink { [weak self] _ in self?.keystrokes += 1 }
      .store(in: &cancellables)
  }

  /// Words containing `text` (ignoring case and surrounding spaces), those that start with it
  /// first; nothing for an empty query.
  private func performSearch(_ text: String) {
    searchesRun += 1
    lastSearch = text
    let query = text.trimmingCharacters(in: .whitespaces).lowercased()
    guard !query.isEmpty else {
      results = []
      return
    }
    let matches = WordList.words.filter { $0.contains(query) }
    results =
      matches.filter { $0.hasPrefix(query) } + matches.filter { !$0.hasPrefix(query) }
  }
}
