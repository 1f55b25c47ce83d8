import Dispatch
import Foundation
import TrellisCombine

/// The code of the article "Testing time with TestScheduler". The tests, which hold the rest
/// of the article's examples, are in TestingTimeWithTestSchedulerTests.swift.
enum TestSchedulerArticle {
  /// A view model that takes its scheduler, so that a test can hand it a virtual clock.
  final class SearchViewModel<S: Scheduler>: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []

    init(catalog: [String], scheduler: S) {
      $query
        .dropFirst()
        .debounce(for: .milliseconds(300), scheduler: scheduler)
        .removeDuplicates()
        .map { query in catalog.filter { $0.lowercased().hasPrefix(query.lowercased()) } }
        .assign(to: &$results)
    }
  }
}

extension TestSchedulerArticle.SearchViewModel where S == DispatchQueue {
  /// What the app uses: the main queue.
  convenience init(catalog: [String]) {
    self.init(catalog: catalog, scheduler: DispatchQueue.main)
  }
}
