import Foundation
import Testing
import TrellisTesting
import TrellisUI

/// A document as people write one for `@FocusedObject`: an `ObservableObject`.
private final class Manuscript: ObservableObject {
  let name: String
  @Published var text: String
  @Published var isLocked = false

  init(name: String, text: String) {
    self.name = name
    self.text = text
  }
}

/// The window's project, published for the whole scene.
private final class Project: ObservableObject {
  @Published var title = "Atlas"
}

private struct ManuscriptEditor: View {
  @ObservedObject var manuscript: Manuscript

  var body: some View {
    TextField(manuscript.name, text: $manuscript.text)
      .focusedObject(manuscript)
  }
}

private struct ManuscriptCommands: Commands {
  @FocusedObject var manuscript: Manuscript?
  @FocusedObject var project: Project?

  var body: some Commands {
    CommandMenu("Manuscript") {
      Button("\(manuscript?.isLocked == true ? "Unlock" : "Lock") \(manuscript?.name ?? "—")") {
        manuscript?.isLocked.toggle()
      }
      .keyboardShortcut("l")
      .disabled(manuscript == nil)
      Text("Text: \(manuscript?.text ?? "none")")
      Button("Project \(project?.title ?? "none")") { project?.title += "!" }
    }
  }
}

private struct ManuscriptApp: App {
  let first = Manuscript(name: "First", text: "नमस्ते")
  let second = Manuscript(name: "Second", text: "漢字")
  let project = Project()

  var body: some Scene {
    WindowGroup {
      VStack {
        ManuscriptEditor(manuscript: first)
        ManuscriptEditor(manuscript: second)
        Button("Elsewhere") {}
      }
      .focusedSceneObject(project)
    }
    .commands { ManuscriptCommands() }
  }
}

@MainActor
@Suite struct FocusedObjectTests {
  private func items(_ host: ViewHost) throws -> [String] {
    try host.commandMenuItems("Manuscript").map(\.title)
  }

  @Test func aCommandReadsTheFocusedViewsObjectAndFollowsFocus() throws {
    let app = ManuscriptApp()
    let host = ViewHost(app: app)
    #expect(try host.command("Manuscript", "Lock —").isEnabled == false)
    #expect(try items(host).contains("Text: none"))
    #expect(try host.command("Manuscript", "Project Atlas").isEnabled)
    try host.textField("First").focus()
    #expect(try host.command("Manuscript", "Lock First").isEnabled)
    #expect(try items(host).contains("Text: नमस्ते"))
    try host.textField("Second").focus()
    #expect(try items(host).contains("Text: 漢字"))
    try host.button("Elsewhere").focus()
    #expect(try host.command("Manuscript", "Lock —").isEnabled == false)
  }

  @Test func theCommandUpdatesWhenTheFocusedObjectChanges() throws {
    let app = ManuscriptApp()
    let host = ViewHost(app: app)
    try host.textField("Second").focus()
    try host.textField("Second").type(" 👩🏽‍💻")
    host.update()
    #expect(try items(host).contains("Text: 漢字 👩🏽‍💻"))
    // A change from outside the window reaches the command too.
    app.second.isLocked = true
    host.update()
    #expect(try host.command("Manuscript", "Unlock Second").isEnabled)
    #expect(host.pressShortcut("l"))
    #expect(app.second.isLocked == false)
    #expect(app.first.isLocked == false)
    // The scene's object: written through the command, read back by it.
    try host.command("Manuscript", "Project Atlas").perform()
    #expect(app.project.title == "Atlas!")
    #expect(try items(host).contains("Project Atlas!"))
  }

  @Test func anObjectPublishedNearerFocusComesBeforeTheScenes() throws {
    struct Nested: App {
      let outer = Project()
      let inner = Project()
      var body: some Scene {
        WindowGroup {
          VStack {
            TextField("Inside", text: .constant(""))
              .focusedObject(inner)
            Button("Outside") {}
          }
          .focusedSceneObject(outer)
        }
        .commands { ManuscriptCommands() }
      }
    }
    let app = Nested()
    app.inner.title = "Inner"
    let host = ViewHost(app: app)
    #expect(try items(host).contains("Project Atlas"))
    try host.textField("Inside").focus()
    #expect(try items(host).contains("Project Inner"))
    try host.button("Outside").focus()
    #expect(try items(host).contains("Project Atlas"))
  }

  @Test func aPublisherThatLeavesTakesItsObjectWithIt() throws {
    struct Leaving: App {
      let project = Project()
      var body: some Scene {
        WindowGroup { PublishingPanel(project: project) }
          .commands { ManuscriptCommands() }
      }
    }
    let app = Leaving()
    let host = ViewHost(app: app)
    #expect(try items(host).contains("Project Atlas"))
    try host.toggle("Publishes").toggle()
    host.update()
    let shown = try items(host)
    #expect(shown.contains("Project none"), "\(shown)")
    // Published again by a new view, it is read again.
    try host.toggle("Publishes").toggle()
    host.update()
    #expect(try items(host).contains("Project Atlas"))
  }
}

/// A window whose panel publishes the scene's project only while a toggle is on.
private struct PublishingPanel: View {
  let project: Project
  @State private var publishes = true

  var body: some View {
    VStack {
      Toggle("Publishes", isOn: $publishes)
      if publishes {
        Text("कार्य").focusedSceneObject(project)
      }
    }
  }
}
