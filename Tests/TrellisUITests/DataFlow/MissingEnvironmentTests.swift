import Testing
import TrellisTesting
import TrellisUI

enum MissingEnvironmentFixtures {
  @MainActor
  final class Library: ObservableObject {
    @Published var name = "City library"
  }

  @MainActor
  @Observable
  final class Shelf {
    var name = "Top shelf"
  }

  @MainActor
  struct LibraryReader: View {
    @EnvironmentObject var library: Library
    var body: some View { Text("Library: \(library.name)") }
  }

  @MainActor
  struct ShelfReader: View {
    @Environment(Shelf.self) private var shelf
    var body: some View { Text("Shelf: \(shelf.name)") }
  }

  @MainActor
  struct OptionalShelfReader: View {
    @Environment(Shelf.self) private var shelf: Shelf?
    var body: some View { Text("Shelf: \(shelf?.name ?? "none")") }
  }

  /// Hosts a reader whose object no ancestor provided; the process stops while hosting.
  @MainActor
  static func hostLibraryReaderWithoutLibrary() {
    let host = ViewHost(LibraryReader())
    _ = host.text
  }

  @MainActor
  static func hostShelfReaderWithoutShelf() {
    let host = ViewHost(ShelfReader())
    _ = host.text
  }
}

/// A view that reads an environment object no ancestor provided stops the program, naming
/// the type, as Apple's do.
@MainActor
@Suite struct MissingEnvironmentTests {
  typealias Fixtures = MissingEnvironmentFixtures

  // Apple: a missing @EnvironmentObject is a fatal error: "No ObservableObject of type
  // Library found. A View.environmentObject(_:) for Library may be missing as an ancestor of
  // this view."
  @Test func missingEnvironmentObjectStopsTheProgramNamingTheType() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await Fixtures.hostLibraryReaderWithoutLibrary()
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(standardError.contains("No ObservableObject of type Library found"))
    #expect(standardError.contains("View.environmentObject(_:) for Library may be missing"))
  }

  // Apple: a missing @Environment(Type.self) object is a fatal error: "No Observable object
  // of type Shelf found. ..."
  @Test func missingEnvironmentObservableStopsTheProgramNamingTheType() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await Fixtures.hostShelfReaderWithoutShelf()
    }
    let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(standardError.contains("No Observable object of type Shelf found"))
  }

  // Apple: with the objects provided by an ancestor, the same views read them.
  @Test func providedObjectsAreRead() {
    let library = Fixtures.Library()
    let shelf = Fixtures.Shelf()
    let host = ViewHost(
      VStack {
        Fixtures.LibraryReader()
        Fixtures.ShelfReader()
      }
      .environmentObject(library)
      .environment(shelf))
    #expect(host.contains(text: "Library: City library"))
    #expect(host.contains(text: "Shelf: Top shelf"))
  }

  // Apple: the optional form `@Environment(Shelf.self) var shelf: Shelf?` reads nil when no
  // ancestor provided one, and does not stop the program.
  @Test func optionalEnvironmentObservableIsNilWhenMissing() {
    let host = ViewHost(Fixtures.OptionalShelfReader())
    #expect(host.contains(text: "Shelf: none"))

    let provided = ViewHost(Fixtures.OptionalShelfReader().environment(Fixtures.Shelf()))
    #expect(provided.contains(text: "Shelf: Top shelf"))
  }
}
