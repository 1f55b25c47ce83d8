import Foundation
import Testing
import TrellisTesting
import TrellisUI

private struct Reader: View {
  @State private var page = 0
  var body: some View {
    VStack {
      Button("Next") { page += 1 }
        .focusEffectDisabled()
      ScrollView {
        Text("पृष्ठ 頁 \(page)")
          .typesettingLanguage(Locale.Language(identifier: "hi"))
          .typesettingLanguage(.explicit(Locale.Language(identifier: "ja")), isEnabled: false)
      }
      .scrollIndicatorsFlash(onAppear: true)
      .scrollIndicatorsFlash(trigger: page)
      .geometryGroup()
    }
    .handlesExternalEvents(preferring: ["reader"], allowing: ["*"])
  }
}

private struct ReaderApp: App {
  var body: some Scene {
    WindowGroup { Reader() }
      .handlesExternalEvents(matching: ["reader"])
  }
}

@MainActor
@Suite struct PlatformOnlyFocusAndIndicatorTests {
  @Test func theAcceptedModifiersLayOutAndBehaveAsTheViewWithoutThem() throws {
    let host = ViewHost(Reader(), width: 20, height: 4)
    let plain = ViewHost(
      VStack {
        Button("Next") {}
        ScrollView { Text("पृष्ठ 頁 0") }
      }, width: 20, height: 4)
    #expect(host.text == plain.text)
    try host.button("Next").tap()
    host.update()
    #expect(host.contains(text: "पृष्ठ 頁 1"))
    #expect(TypesettingLanguage.automatic != .explicit(Locale.Language(identifier: "hi")))
  }

  @Test func aSceneThatHandlesExternalEventsOpensItsWindow() throws {
    let host = ViewHost(app: ReaderApp(), width: 20, height: 4)
    #expect(host.contains(text: "पृष्ठ 頁 0"))
  }
}
