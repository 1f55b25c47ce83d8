import Foundation
import Testing
import TrellisTerminal

@_spi(TrellisHost) @testable import TrellisTerminalHost
@_spi(TrellisHost) @testable import TrellisUI

/// The search field, its suggestions and scopes, and refreshing, driven by keys as a
/// terminal sends them, and what the terminal draws.
@MainActor
@Suite struct SearchTerminalTests {
  private enum Scope: Hashable { case all, names }

  private struct Finder: View {
    @State var query = ""
    @State var scope = Scope.all
    @State var submitted = ""
    @State var other = ""

    var body: some View {
      NavigationStack {
        VStack(alignment: .leading) {
          TextField("Note", text: $other)
          Text("Query \(query)")
          Text("Submitted \(submitted)")
          StatusLine()
        }
        .navigationTitle("Finder")
        .searchable(text: $query, prompt: "Find 漢字")
        .searchSuggestions {
          Text("Try क्षमा").searchCompletion("क्षमा")
          Text("Try 👩🏽‍💻").searchCompletion("👩🏽‍💻")
        }
        .searchScopes($scope) {
          Text("All").tag(Scope.all)
          Text("Names").tag(Scope.names)
        }
        .onSubmit(of: .search) { submitted = query }
      }
    }
  }

  private struct StatusLine: View {
    @Environment(\.isSearching) private var isSearching
    var body: some View { Text(isSearching ? "Searching" : "Idle") }
  }

  private func host<V: View>(_ view: V, height: Int = 14) -> _TerminalInput {
    let input = _TerminalInput(core: HostCore(root: view, width: 40, height: height))
    input.core.update()
    return input
  }

  private func send(_ input: _TerminalInput, _ keys: KeyEvent...) {
    for key in keys { _ = input.handle(.key(key)) }
    input.core.update()
  }

  private func type(_ input: _TerminalInput, _ text: String) {
    for character in text { _ = input.handle(.key(KeyEvent(.character(character)))) }
    input.core.update()
  }

  private func lines(_ input: _TerminalInput) -> [String] {
    input.core.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func theFieldIsARowUnderTheTitleShowingItsPrompt() throws {
    let input = host(Finder())
    let rows = lines(input)
    let title = try #require(rows.firstIndex { $0.contains("Finder") })
    let field = try #require(rows.firstIndex { $0.contains("[Find 漢字") })
    #expect(field == title + 1 || field == title + 2, "\(input.core.text)")
    #expect(!input.core.text.contains("Try क्षमा"))
    #expect(!input.core.text.contains("Names"))
  }

  @Test func slashFocusesTheFieldAndTypingInEveryScriptSearches() throws {
    let input = host(Finder())
    send(input, KeyEvent(.character("/")))
    #expect(input.core.focused?.isSearchField == true)
    type(input, "क्षत्रिय 漢字 👩🏽‍💻")
    #expect(input.core.text.contains("Query क्षत्रिय 漢字 👩🏽‍💻"))
    #expect(input.core.text.contains("Searching"))
    #expect(input.core.text.contains("[ All │ Names ]"))
    send(input, KeyEvent(.enter))
    #expect(input.core.text.contains("Submitted क्षत्रिय 漢字 👩🏽‍💻"))
  }

  @Test func ctrlFFocusesTheFieldButNotFromAnotherField() throws {
    let input = host(Finder())
    send(input, KeyEvent(.character("f"), modifiers: .control))
    #expect(input.core.focused?.isSearchField == true)
    // In another text field `/` is typed and Ctrl-F moves the caret.
    try input.core.elements.first { $0.placeholder == "Note" }?.focus()
    send(input, KeyEvent(.character("/")), KeyEvent(.character("f"), modifiers: .control))
    #expect(input.core.focused?.placeholder == "Note")
    #expect(input.core.focused?.fieldText == "/")
  }

  @Test func escapeClearsAndEndsTheSearch() throws {
    let input = host(Finder())
    send(input, KeyEvent(.character("/")))
    type(input, "漢字")
    send(input, KeyEvent(.escape))
    #expect(input.core.focused == nil)
    #expect(input.core.text.contains("Idle"))
    #expect(!input.core.text.contains("Query 漢字"))
    #expect(input.core.searchFields.first?.fieldText == "")
  }

  @Test func downGoesThroughTheSuggestionsAndReturnCompletes() throws {
    let input = host(Finder())
    send(input, KeyEvent(.character("/")))
    #expect(input.core.text.contains("Try क्षमा"))
    #expect(input.core.text.contains("Try 👩🏽‍💻"))
    send(input, KeyEvent(.down), KeyEvent(.down))
    #expect(input.core.focused?.text == "Try 👩🏽‍💻")
    #expect(input.core.text.contains("Searching"))
    send(input, KeyEvent(.up), KeyEvent(.up))
    #expect(input.core.focused?.isSearchField == true)
    send(input, KeyEvent(.down), KeyEvent(.enter))
    #expect(input.core.focused?.isSearchField == true)
    #expect(input.core.text.contains("Query क्षमा"))
  }

  @Test func escapeOnASuggestionEndsTheSearch() throws {
    let input = host(Finder())
    send(input, KeyEvent(.character("/")), KeyEvent(.down), KeyEvent(.escape))
    #expect(input.core.text.contains("Idle"))
    #expect(!input.core.text.contains("Try क्षमा"))
  }

  @Test func searchCommandsAreDecidedByFocus() {
    let slash = KeyEvent(.character("/"))
    #expect(_TerminalCommand.command(for: slash, focused: nil) == .focusSearch)
    #expect(_TerminalCommand.command(for: slash, focused: .button) == .focusSearch)
    #expect(_TerminalCommand.command(for: slash, focused: .textField) == .edit(.insert("/")))
    #expect(
      _TerminalCommand.command(for: KeyEvent(.escape), focused: .textField, search: .field)
        == .dismissSearch)
    #expect(_TerminalCommand.command(for: KeyEvent(.escape), focused: .textField) == .dismiss)
    #expect(_TerminalCommand.command(for: KeyEvent(.function(5)), focused: .textField) == .refresh)
    #expect(
      _TerminalCommand.command(for: KeyEvent(.character("r"), modifiers: .control), focused: nil)
        == .refresh)
  }

  private final class Gate: @unchecked Sendable {
    var continuation: CheckedContinuation<Void, Never>?
    var runs = 0
  }

  @Test func f5RefreshesWithASpinnerRowAndIgnoresASecondPress() async throws {
    struct Feed: View {
      let gate: Gate
      var body: some View {
        List {
          Text("नमस्ते")
          Text("你好")
        }
        .refreshable {
          await withCheckedContinuation { continuation in
            gate.runs += 1
            gate.continuation = continuation
          }
        }
      }
    }
    let gate = Gate()
    let input = host(Feed(gate: gate), height: 6)
    let before = lines(input)
    #expect(before.first?.contains("नमस्ते") == true)
    send(input, KeyEvent(.function(5)))
    while gate.runs == 0 { await Task.yield() }
    input.core.update()
    let during = lines(input)
    #expect(!(during.first?.contains("नमस्ते") ?? true), "no spinner row:\n\(input.core.text)")
    #expect(during.contains { $0.contains("नमस्ते") })
    send(input, KeyEvent(.character("r"), modifiers: .control))
    for _ in 0..<20 { await Task.yield() }
    #expect(gate.runs == 1)
    gate.continuation?.resume()
    for _ in 0..<200 where lines(input).first?.contains("नमस्ते") != true {
      await Task.yield()
      input.core.update()
    }
    #expect(lines(input).first?.contains("नमस्ते") == true, "\(input.core.text)")
  }
}
