import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct EditModeAndPresentationModeTests {
  struct EditingLabel: View {
    @Environment(\.editMode) private var editMode
    var body: some View {
      Text(editMode?.wrappedValue.isEditing == true ? "editing" : "browsing")
    }
  }

  struct Screen: View {
    var body: some View {
      VStack {
        EditButton()
        EditingLabel()
      }
    }
  }

  @Test func everyWindowHasAnEditModeThatEditButtonToggles() async throws {
    let host = ViewHost(Screen(), width: 30, height: 4)
    #expect(host.contains(text: "browsing"))
    #expect(host.editMode == .inactive)
    try host.button("Edit").tap()
    await host.nextUpdate()
    #expect(host.editMode == .active)
    #expect(host.contains(text: "editing"))
    try host.button("Done").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "browsing"))
    // The host's own changes reach the views too.
    host.editMode = .transient
    await host.nextUpdate()
    #expect(host.contains(text: "editing"))
    #expect(EditMode.transient.isEditing && !EditMode.inactive.isEditing)
  }

  @Test func aViewCanProvideItsOwnEditMode() async throws {
    struct Own: View {
      @State var mode = EditMode.active
      var body: some View {
        Screen().environment(\.editMode, $mode)
      }
    }
    let host = ViewHost(Own(), width: 30, height: 4)
    #expect(host.contains(text: "editing"))
    try host.button("Done").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "browsing"))
    // The window's own edit mode was not touched.
    #expect(host.editMode == .inactive)
  }

  @Test func withoutAnEditModeEditButtonDoesNothing() async throws {
    let host = ViewHost(Screen().environment(\.editMode, nil), width: 30, height: 4)
    try host.button("Edit").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "browsing"))
  }

  struct Legacy: View {
    @Environment(\.presentationMode) private var presentationMode
    @Environment(\.isSearching) private var isSearching
    var body: some View {
      VStack {
        Text(presentationMode.wrappedValue.isPresented ? "presented" : "not presented")
        Text(isSearching ? "searching" : "not searching")
        Button("Close") { presentationMode.wrappedValue.dismiss() }
      }
    }
  }

  @Test func presentationModeTellsAndEndsThePresentation() async throws {
    struct Presenter: View {
      @State var isShowing = false
      var body: some View {
        VStack {
          Legacy()
          Button("Show") { isShowing = true }
        }
        .sheet(isPresented: $isShowing) { Legacy() }
      }
    }
    let host = ViewHost(Presenter(), width: 40, height: 12)
    #expect(host.contains(text: "not presented"))
    #expect(host.contains(text: "not searching"))
    // Outside a presentation, dismissing does nothing.
    try host.button("Close").tap()
    try host.button("Show").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "presented"))
    try host.button("Close").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "not presented"))
    #expect(host.all(text: "presented").isEmpty)
  }
}
