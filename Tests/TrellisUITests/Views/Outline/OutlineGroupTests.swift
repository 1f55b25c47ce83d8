import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// A file tree, as Apple's outline examples use: `nil` children for a file, an array (maybe
/// empty) for a folder.
private struct FileItem: Identifiable, Hashable {
  var id: String { name }
  var name: String
  var children: [FileItem]?
}

@Observable @MainActor
private final class Drive {
  var files = [
    FileItem(
      name: "Photos",
      children: [
        FileItem(name: "漢字.jpg"),
        FileItem(name: "Trips", children: [FileItem(name: "क्षेत्र.png")]),
      ]),
    FileItem(name: "Empty", children: []),
    FileItem(name: "🧑🏽‍🍳 notes.txt"),
  ]
}

@MainActor
@Suite struct OutlineGroupTests {
  @Test func aHierarchicalListShowsArrowsOnFoldersAndLinesLeavesUpWithTheirLabels() throws {
    let drive = Drive()
    let host = ViewHost(
      List(drive.files, children: \.children) { Text($0.name) }, width: 40, height: 10)
    #expect(host.text.contains("▸ Photos"))
    // An empty folder can have children: it has an arrow too; a file has none.
    #expect(host.text.contains("▸ Empty"))
    #expect(!host.text.contains("▸ 🧑🏽‍🍳"))
    #expect(try host.text("🧑🏽‍🍳 notes.txt").frame.x == host.text("Photos").frame.x)
    #expect(!host.contains(text: "漢字.jpg"))
    #expect(try host.text("Photos").outlineDepth == 0)
  }

  @Test func expandingRevealsChildrenOneLevelDeeperAndKeepsStateAcrossUpdates() throws {
    let drive = Drive()
    struct Tree: View {
      let drive: Drive
      var body: some View {
        List(drive.files, children: \.children) { file in Text(file.name) }
      }
    }
    let host = ViewHost(Tree(drive: drive), width: 40, height: 12)
    try host.disclosureGroup("Photos").expand()
    host.update()
    #expect(host.text.contains("▾ Photos"))
    let child = try host.text("漢字.jpg")
    #expect(child.outlineDepth == 1)
    #expect(try child.frame.x > host.text("Photos").frame.x)
    try host.disclosureGroup("Trips").expand()
    host.update()
    #expect(try host.text("क्षेत्र.png").outlineDepth == 2)
    // A child inserted from outside appears under its expanded parent, and both groups
    // keep their expansion, as their elements keep their ids.
    drive.files[0].children?.insert(FileItem(name: "New.heic"), at: 0)
    drive.files.insert(FileItem(name: "Above"), at: 0)
    host.update()
    #expect(try host.text("New.heic").outlineDepth == 1)
    #expect(try host.disclosureGroup("Photos").isExpanded == true)
    #expect(try host.disclosureGroup("Trips").isExpanded == true)
    #expect(host.contains(text: "क्षेत्र.png"))
    // Expanding the empty folder shows no rows, and collapsing hides the children.
    try host.disclosureGroup("Empty").expand()
    try host.disclosureGroup("Photos").collapse()
    host.update()
    #expect(!host.contains(text: "漢字.jpg"))
    #expect(host.text.contains("▾ Empty"))
  }

  @Test func aRowKeepsItsExpansionWhileScrolledOutOfView() throws {
    let roots =
      [FileItem(name: "Folder", children: [FileItem(name: "Inside")])]
      + (0..<40).map { FileItem(name: "File \($0)") }
    let host = ViewHost(
      List(roots, children: \.children) { Text($0.name) }, width: 30, height: 6)
    try host.disclosureGroup("Folder").expand()
    host.update()
    #expect(host.contains(text: "Inside"))
    let list = try #require(host.elements.first { $0.scrollOffset() != nil })
    try list.scroll(by: 30)
    host.update()
    #expect(!host.contains(text: "Folder"))
    try list.scroll(by: -30)
    host.update()
    #expect(try host.disclosureGroup("Folder").isExpanded == true)
    #expect(host.contains(text: "Inside"))
  }

  @Test func nestedRowsAreSelectedByTheirElementsIdAndKeysWalkTheTree() throws {
    struct Browser: View {
      @State var selected: String?
      let files: [FileItem]
      var body: some View {
        VStack(alignment: .leading) {
          Text("Selected \(selected ?? "-")")
          List(files, children: \.children, selection: $selected) { file in
            Text(file.name)
          }
        }
      }
    }
    let host = ViewHost(Browser(files: Drive().files), width: 40, height: 12)
    let list = try host.list()
    try list.row("Photos").select()
    host.update()
    #expect(host.contains(text: "Selected Photos"))
    // Right expands the selected folder, then moves into its first child.
    #expect(try list.stepOutline(forward: true))
    host.update()
    #expect(host.contains(text: "漢字.jpg"))
    #expect(host.contains(text: "Selected Photos"))
    #expect(try list.stepOutline(forward: true))
    host.update()
    #expect(host.contains(text: "Selected 漢字.jpg"))
    // A file has no children: Right does nothing; Left goes to its parent.
    #expect(try !list.stepOutline(forward: true))
    #expect(try list.stepOutline(forward: false))
    host.update()
    #expect(host.contains(text: "Selected Photos"))
    // Left on an expanded folder collapses it; on a root, does nothing more.
    #expect(try list.stepOutline(forward: false))
    host.update()
    #expect(!host.contains(text: "漢字.jpg"))
    #expect(try !list.stepOutline(forward: false))
    // A nested row selected by a click, after expanding with the handle.
    try host.disclosureGroup("Photos").expand()
    try host.disclosureGroup("Trips").expand()
    host.update()
    try list.row("क्षेत्र.png").select()
    host.update()
    #expect(host.contains(text: "Selected क्षेत्र.png"))
    #expect(list.selectedRows == ["क्षेत्र.png"])
  }

  @Test func outsideAListAnOutlineOfOneRootIsAColumnOfDisclosureGroups() throws {
    let root = FileItem(
      name: "users",
      children: [FileItem(name: "user1234", children: [FileItem(name: "photo.jpg")])])
    let host = ViewHost(
      VStack(alignment: .leading) {
        OutlineGroup(root, children: \.children) { Text($0.name) }
      }, width: 30, height: 8)
    #expect(host.text.contains("▸ users"))
    #expect(!host.contains(text: "user1234"))
    try host.disclosureGroup("users").expand()
    host.update()
    try host.disclosureGroup("user1234").expand()
    host.update()
    let photo = try host.text("photo.jpg")
    #expect(photo.outlineDepth == 2)
    #expect(try photo.frame.x > host.text("user1234").frame.x)
    #expect(host.text.contains("▾ user1234"))
  }

  @Test func anOutlineOfDataThatIsNotIdentifiableUsesTheIdKeyPath() throws {
    struct Node {
      var title: String
      var kids: [Node]?
    }
    let nodes = [Node(title: "Root", kids: [Node(title: "Leaf")]), Node(title: "Alone")]
    let host = ViewHost(
      List {
        Section("Tree") {
          OutlineGroup(nodes, id: \.title, children: \.kids) { node in Text(node.title) }
        }
      }, width: 30, height: 8)
    #expect(host.text.contains("▸ Root"))
    try host.disclosureGroup("Root").expand()
    host.update()
    #expect(try host.text("Leaf").outlineDepth == 1)
    #expect(try host.element(id: "Leaf").outlineDepth == 1)
  }
}
