import Combine

/// Model code that needs Combine alone, as on Apple's platforms.
final class DraftCounter: ObservableObject {
  @Published var drafts = 0
  let saved = PassthroughSubject<Int, Never>()
  private var subscriptions = Set<AnyCancellable>()

  init() {
    saved
      .filter { $0 > 0 }
      .sink { [weak self] count in self?.drafts += count }
      .store(in: &subscriptions)
  }
}
