import Testing
import TrellisTesting
import TrellisUI

@MainActor
@Suite struct FullScreenCoverTests {
  struct Photo: Identifiable {
    let id: Int
  }

  struct Viewer: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    @State private var zoom = 1
    let title: String

    var body: some View {
      VStack {
        Text("\(title) zoom \(zoom) \(isPresented ? "presented" : "")")
        Button("Zoom") { zoom += 1 }
        Button("Close") { dismiss() }
      }
    }
  }

  struct Gallery: View {
    let log: EventLog
    @State private var isShowingIntro = false
    @State private var photo: Photo?

    func introWent() { log.add("intro gone") }
    func photoWent() { log.add("photo gone") }

    var body: some View {
      VStack {
        Text("Gallery behind")
        Button("Intro") { isShowingIntro = true }
        Button("Photo 1") { photo = Photo(id: 1) }
      }
      .fullScreenCover(isPresented: $isShowingIntro, onDismiss: introWent) {
        Viewer(title: "Intro")
      }
      .fullScreenCover(item: $photo, onDismiss: photoWent) { photo in
        Viewer(title: "Photo \(photo.id)")
      }
    }
  }

  @Test func coversTheWholeScreenAndDismisses() async throws {
    let log = EventLog()
    let host = ViewHost(Gallery(log: log), width: 40, height: 10)
    try host.button("Intro").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Intro zoom 1 presented"))
    // Nothing of the window behind shows, and no border is drawn.
    #expect(!host.text.contains("Gallery behind"))
    #expect(!host.text.contains("┌"))
    let intro = try host.text("Intro zoom 1 presented")
    #expect(intro.frame.y == 0)
    try host.button("Close").tap()
    await host.nextUpdate()
    #expect(log.events == ["intro gone"])
    #expect(host.text.contains("Gallery behind"))
  }

  @Test func anItemCoverStartsFreshForEachItem() async throws {
    let log = EventLog()
    let host = ViewHost(Gallery(log: log), width: 40, height: 10)
    try host.button("Photo 1").tap()
    await host.nextUpdate()
    try host.button("Zoom").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Photo 1 zoom 2 presented"))
    try host.button("Close").tap()
    await host.nextUpdate()
    #expect(log.events == ["photo gone"])
    try host.button("Photo 1").tap()
    await host.nextUpdate()
    #expect(host.contains(text: "Photo 1 zoom 1 presented"))
  }
}
