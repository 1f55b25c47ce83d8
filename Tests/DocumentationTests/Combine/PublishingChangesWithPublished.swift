import Foundation
import TrellisCombine

/// The code of the article "Publishing changes with @Published", from seed 002's view models.
/// The tests are in PublishingChangesWithPublishedTests.swift.
enum PublishedArticle {
  // MARK: What a set does

  final class Settings: ObservableObject {
    @Published var username: String = "Guest"
    @Published var isDarkMode = false
    var lastLogin: Date = Date()  // without @Published
  }

  // MARK: State that is not published

  final class SessionSettings: ObservableObject {
    @Published var username = "Guest"
    var lastLogin = Date() {
      willSet { objectWillChange.send() }
    }
  }

  final class TodoItem {
    var title: String
    var isDone = false
    init(title: String) { self.title = title }
  }

  final class TodoListViewModel: ObservableObject {
    @Published var items: [TodoItem] = []

    func toggle(item: TodoItem) {
      item.isDone.toggle()
      self.objectWillChange.send()  // manual notification
    }
  }

  // MARK: Debounce

  final class SearchViewModel<S: Scheduler>: ObservableObject {
    static var catalog: [String] { ["Swift", "SwiftUI", "Combine", "Observation"] }

    @Published var searchText = ""
    @Published var results: [String] = []
    private(set) var searchCount = 0
    private var cancellables = Set<AnyCancellable>()

    init(scheduler: S) {
      $searchText
        .debounce(for: .milliseconds(300), scheduler: scheduler)
        .removeDuplicates()
        .sink { [weak self] text in
          self?.performSearch(text)
        }
        .store(in: &cancellables)
    }

    private func performSearch(_ text: String) {
      searchCount += 1
      results = Self.catalog.filter { text.isEmpty || $0.lowercased().contains(text.lowercased()) }
    }
  }

  // MARK: combineLatest and assign(to:)

  final class RegistrationViewModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var emailError: String?
    @Published var isFormValid = false

    init() {
      $email
        .map { $0.contains("@") ? nil : "Invalid email" }
        .assign(to: &$emailError)

      $email.combineLatest($password)
        .map { !$0.isEmpty && !$1.isEmpty }
        .assign(to: &$isFormValid)
    }
  }

  // MARK: assign(to:on:) and self

  final class LeakyRegistrationViewModel: ObservableObject {
    @Published var email = ""
    @Published var emailError: String?
    var cancellables = Set<AnyCancellable>()

    init() {
      // The subscriber holds `self` strongly, and `self` holds the subscriber: a cycle.
      $email
        .map { $0.contains("@") ? nil : "Invalid email" }
        .assign(to: \.emailError, on: self)
        .store(in: &cancellables)
    }
  }

  final class WeakSinkRegistrationViewModel: ObservableObject {
    @Published var email = ""
    @Published var emailError: String?
    private var cancellables = Set<AnyCancellable>()

    init() {
      $email
        .map { $0.contains("@") ? nil : "Invalid email" }
        .sink { [weak self] error in self?.emailError = error }
        .store(in: &cancellables)
    }
  }

  // MARK: Collections

  struct Label: Equatable {
    var title: String
    var isPinned = false
  }

  final class LabelStore: ObservableObject {
    @Published var labels: [Label] = [Label(title: "Inbox")]
  }

  // MARK: @Published outside ObservableObject

  final class Thermometer {
    @Published var celsius = 20.0
  }

  // MARK: Threading

  final class DownloadViewModel: ObservableObject {
    @Published var progress = 0.0
  }

  final class DownloadStatus {
    private(set) var text = "0%"
    private var cancellable: AnyCancellable?

    init(model: DownloadViewModel) {
      cancellable = model.$progress
        .map { "\(Int($0 * 100))%" }
        .receive(on: DispatchQueue.main)
        .sink { [weak self] text in self?.text = text }
    }
  }
}
