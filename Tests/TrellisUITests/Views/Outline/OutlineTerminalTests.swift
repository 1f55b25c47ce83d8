import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// A hierarchical list driven by keys and clicks as a terminal sends them, and what the
/// terminal draws: `▸`/`▾` before folders, files lined up with their labels.
@MainActor
@Suite struct OutlineTerminalTests {
  private struct Folder: Identifiable {
    var id: String { name }
    var name: String
    var children: [Folder]?
  }

  private struct Browser: View {
    @State var selected: String?
    let folders = [
      Folder(
        name: "文書",
        children: [
          Folder(name: "नमस्ते.txt"), Folder(name: "Old", children: [Folder(name: "a.md")]),
        ]),
      Folder(name: "👨‍👩‍👧 family.jpg"),
    ]

    var body: some View {
      VStack(alignment: .leading) {
        Text("Selected \(selected ?? "-")")
        List(folders, children: \.children, selection: $selected) { folder in
          Text(folder.name)
        }
      }
    }
  }

  private func host<V: View>(_ view: V) -> _TerminalInput {
    let input = _TerminalInput(core: HostCore(root: view, width: 30, height: 10))
    input.core.update()
    return input
  }

  private func send(_ input: _TerminalInput, _ keys: KeyEvent...) {
    for key in keys { _ = input.handle(.key(key)) }
    input.core.update()
  }

  private func lines(_ input: _TerminalInput) -> [String] {
    input.core.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func rightAndLeftWalkTheTreeAsAFileTreeDoes() {
    let input = host(Browser())
    send(input, KeyEvent(.tab))
    #expect(input.core.focused?.kind == .list)
    send(input, KeyEvent(.down))
    #expect(input.core.text.contains("Selected 文書"))
    #expect(input.core.text.contains("▸ 文書"))
    send(input, KeyEvent(.right))
    #expect(input.core.text.contains("▾ 文書"))
    #expect(input.core.text.contains("▸ Old"))
    send(input, KeyEvent(.right))
    #expect(input.core.text.contains("Selected नमस्ते.txt"))
    send(input, KeyEvent(.down), KeyEvent(.right))
    #expect(input.core.text.contains("Selected Old"))
    #expect(input.core.text.contains("▾ Old"))
    send(input, KeyEvent(.right))
    #expect(input.core.text.contains("Selected a.md"))
    // Left climbs one level at a time, then collapses.
    send(input, KeyEvent(.left))
    #expect(input.core.text.contains("Selected Old"))
    send(input, KeyEvent(.left))
    #expect(!input.core.text.contains("a.md"))
    send(input, KeyEvent(.left))
    #expect(input.core.text.contains("Selected 文書"))
    send(input, KeyEvent(.left))
    #expect(!input.core.text.contains("नमस्ते.txt"))
    #expect(input.core.text.contains("▸ 文書"))
  }

  @Test func filesLineUpWithFolderLabelsAndChildrenAreIndented() throws {
    let input = host(Browser())
    send(input, KeyEvent(.tab), KeyEvent(.down), KeyEvent(.right))
    let drawn = lines(input)
    let folder = try #require(drawn.first { $0.contains("▾ 文書") })
    let file = try #require(drawn.first { $0.contains("👨‍👩‍👧 family.jpg") })
    let child = try #require(drawn.first { $0.contains("नमस्ते.txt") })
    let labelColumn = try #require(folder.range(of: "文書")).lowerBound
    let fileColumn = try #require(file.range(of: "👨")).lowerBound
    #expect(
      folder.distance(from: folder.startIndex, to: labelColumn)
        == file.distance(from: file.startIndex, to: fileColumn))
    let childColumn = try #require(child.range(of: "न")).lowerBound
    #expect(
      child.distance(from: child.startIndex, to: childColumn)
        > folder.distance(from: folder.startIndex, to: labelColumn))
  }

  @Test func aClickOnAFoldersArrowTogglesItAndOnItsLabelSelectsIt() throws {
    let input = host(Browser())
    let header = try #require(input.core.elements.first { $0.kind == .disclosure })
    let at = header.cellFrame
    let click = { (column: Int, row: Int) in
      _ = input.handle(.mouse(MouseEvent(.press(.left), column: column, row: row)))
      _ = input.handle(.mouse(MouseEvent(.release(.left), column: column, row: row)))
      input.core.update()
    }
    click(at.x, at.y)
    #expect(input.core.text.contains("▾ 文書"))
    #expect(input.core.text.contains("Selected -"))
    click(at.x + 3, at.y)
    #expect(input.core.text.contains("Selected 文書"))
    #expect(input.core.text.contains("▾ 文書"))
    #expect(input.core.focused?.kind == .list)
  }
}
