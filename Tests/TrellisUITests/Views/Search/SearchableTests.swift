import Foundation
import Testing
import TrellisTesting

@_spi(TrellisHost) @testable import TrellisUI

/// Names in several scripts: a Devanagari conjunct, CJK, an emoji sequence.
private let names = ["Amber", "क्षत्रिय", "漢字", "👩🏽‍💻 coder", "Cobalt"]

/// Reads `isSearching` and `dismissSearch` inside the searchable view, as Apple's example does.
private struct SearchStatus: View {
  @Environment(\.isSearching) private var isSearching
  @Environment(\.dismissSearch) private var dismissSearch

  var body: some View {
    VStack(alignment: .leading) {
      Text(isSearching ? "Status: searching" : "Status: idle")
      Button("Done") { dismissSearch() }
    }
  }
}

/// A stack's list filtered by its search field, written as apps write it.
private struct NameSearch: View {
  @State var query = ""
  @State var submitted: [String] = []

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        SearchStatus()
        ForEach(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { name in
          Text("Row \(name)")
        }
        Text("Submitted \(submitted.joined(separator: ","))")
      }
      .navigationTitle("Names")
      .searchable(text: $query, prompt: "Find a name")
      .onSubmit(of: .search) { submitted.append(query) }
      .onSubmit { submitted.append("text!") }
    }
  }
}

@MainActor
@Suite struct SearchableTests {
  @Test func theFieldShowsItsPromptUnderTheTitle() throws {
    let host = ViewHost(NameSearch(), width: 40, height: 14)
    let field = try host.searchField()
    #expect(field.placeholder == "Find a name")
    #expect(field.kind == .textField)
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false)
    let title = try #require(lines.firstIndex { $0.contains("Names") })
    let prompt = try #require(lines.firstIndex { $0.contains("Find a name") })
    #expect(title < prompt)
    let status = try #require(lines.firstIndex { $0.contains("Status: idle") })
    #expect(prompt < status)
  }

  @Test(arguments: ["क्षत्रिय", "漢字", "👩🏽‍💻"])
  func typingInEveryScriptFiltersAndSearches(query: String) throws {
    let host = ViewHost(NameSearch(), width: 40, height: 14)
    #expect(!host.isSearching)
    try host.searchField().type(query)
    host.update()
    #expect(try host.searchField().value == query)
    #expect(host.isSearching)
    #expect(host.contains(text: "Status: searching"))
    #expect(host.all(text: "Row Amber").isEmpty)
    #expect(host.text.contains("Row " + query))
  }

  @Test func isSearchingFollowsFocusAndText() throws {
    let host = ViewHost(NameSearch(), width: 40, height: 14)
    try host.searchField().focus()
    host.update()
    #expect(host.contains(text: "Status: searching"))
    // Focus elsewhere with an empty field: the search is over.
    try host.button("Done").focus()
    host.update()
    #expect(host.contains(text: "Status: idle"))
    // Text keeps it searching without focus.
    try host.searchField().type("Am")
    try host.button("Done").focus()
    host.update()
    #expect(host.contains(text: "Status: searching"))
  }

  @Test func dismissSearchClearsUnfocusesAndEnds() throws {
    let host = ViewHost(NameSearch(), width: 40, height: 14)
    try host.searchField().type("漢")
    host.update()
    #expect(host.all(text: "Row Amber").isEmpty)
    try host.button("Done").tap()
    host.update()
    let field = try host.searchField()
    #expect(field.value == "")
    #expect(!field.isFocused)
    #expect(host.contains(text: "Status: idle"))
    #expect(host.contains(text: "Row Amber"))
  }

  @Test func escapeHandleEndsTheSearch() throws {
    let host = ViewHost(NameSearch(), width: 40, height: 14)
    try host.searchField().type("Co")
    host.update()
    try host.searchField().dismissSearch()
    host.update()
    #expect(try host.searchField().value == "")
    #expect(!host.isSearching)
  }

  @Test func submittingRunsOnlySearchActions() throws {
    let host = ViewHost(NameSearch(), width: 60, height: 14)
    try host.searchField().type("क्ष")
    try host.searchField().submit()
    host.update()
    #expect(host.contains(text: "Submitted क्ष"))
    #expect(!host.text.contains("text!"))
  }

  @Test func theBindingWrittenFromOutsideShowsInTheField() throws {
    struct Outside: View {
      @State var query = ""
      var body: some View {
        VStack {
          Button("Preset") { query = "漢字" }
          Text("Query \(query)")
        }
        .searchable(text: $query)
      }
    }
    let host = ViewHost(Outside(), width: 40, height: 8)
    #expect(try host.searchField(prompt: "Search").value == "")
    try host.button("Preset").tap()
    host.update()
    #expect(try host.searchField().value == "漢字")
    #expect(host.isSearching)
  }

  @Test func promptForms() throws {
    struct Forms: View {
      @State var a = ""
      @State var b = ""
      @State var c = ""
      var body: some View {
        VStack {
          Text("A").searchable(text: $a, prompt: Text("Text prompt"))
          Text("B").searchable(text: $b, placement: .toolbar, prompt: "Key prompt")
          Text("C").searchable(
            text: $c, placement: .navigationBarDrawer(displayMode: .always),
            prompt: String("String prompt"))
        }
      }
    }
    let host = ViewHost(Forms(), width: 40, height: 12)
    #expect(host.searchFields.map(\.placeholder) == ["Text prompt", "Key prompt", "String prompt"])
  }
}

/// `isPresented` bound: written by the search, and written from outside.
@MainActor
@Suite struct SearchPresentationTests {
  private struct Presented: View {
    @State var query = ""
    @State var presented = false
    var body: some View {
      VStack {
        Text(presented ? "Presented yes" : "Presented no")
        Button("Start") { presented = true }
        Button("Stop") { presented = false }
      }
      .searchable(text: $query, isPresented: $presented, prompt: "Find")
    }
  }

  @Test func focusingTheFieldPresentsAndSettingFalseEnds() throws {
    let host = ViewHost(Presented(), width: 40, height: 8)
    try host.searchField().type("👍🏼")
    host.update()
    #expect(host.contains(text: "Presented yes"))
    try host.button("Stop").tap()
    host.update()
    #expect(try host.searchField().value == "")
    #expect(!host.isSearching)
    #expect(host.contains(text: "Presented no"))
  }

  @Test func settingTrueFocusesTheField() throws {
    let host = ViewHost(Presented(), width: 40, height: 8)
    try host.button("Start").tap()
    host.update()
    #expect(try host.searchField().isFocused)
    #expect(host.isSearching)
  }
}

/// Suggestions and scopes, declared as apps declare them, after `searchable`.
@MainActor
@Suite struct SearchSuggestionsAndScopesTests {
  enum Scope: Hashable { case all, cjk }

  private struct Suggesting: View {
    @State var query = ""
    @State var scope = Scope.all
    let hidesSuggestions: Bool
    var body: some View {
      VStack {
        Text("Query \(query)")
        Text(scope == .all ? "Scope all" : "Scope cjk")
      }
      .searchable(text: $query, prompt: "Find")
      .searchSuggestions {
        ForEach(["क्षमा", "東京", "👨‍👩‍👧"], id: \.self) { suggestion in
          Text("Try \(suggestion)").searchCompletion(suggestion)
        }
      }
      .searchSuggestions(hidesSuggestions ? .hidden : .automatic, for: .menu)
      .searchScopes($scope) {
        Text("All").tag(Scope.all)
        Text("CJK").tag(Scope.cjk)
      }
    }
  }

  @Test func suggestionsShowWhileSearchingAndCompleteTheField() throws {
    let host = ViewHost(Suggesting(hidesSuggestions: false), width: 40, height: 12)
    #expect(host.searchSuggestions.isEmpty)
    try host.searchField().focus()
    host.update()
    #expect(host.searchSuggestions.map(\.text) == ["Try क्षमा", "Try 東京", "Try 👨‍👩‍👧"])
    // Moving to a suggestion keeps the search (and so the suggestions) going.
    try host.searchSuggestion("Try 東京").focus()
    host.update()
    #expect(host.isSearching)
    try host.searchSuggestion("Try 東京").tap()
    host.update()
    #expect(try host.searchField().value == "東京")
    #expect(try host.searchField().isFocused)
    #expect(host.contains(text: "Query 東京"))
  }

  @Test func hiddenSuggestionsDoNotShow() throws {
    let host = ViewHost(Suggesting(hidesSuggestions: true), width: 40, height: 12)
    try host.searchField().focus()
    host.update()
    #expect(host.searchSuggestions.isEmpty)
  }

  @Test func scopesShowWhileSearchingAndChoose() throws {
    let host = ViewHost(Suggesting(hidesSuggestions: false), width: 40, height: 12)
    #expect(throws: ViewHostError.self) { try host.searchScopes() }
    try host.searchField().type("x")
    host.update()
    try host.searchScopes().pick("CJK")
    host.update()
    #expect(host.contains(text: "Scope cjk"))
    #expect(host.isSearching)
    try host.searchField().dismissSearch()
    host.update()
    #expect(throws: ViewHostError.self) { try host.searchScopes() }
  }

  @Test func textEntryActivationWaitsForText() throws {
    struct OnText: View {
      @State var query = ""
      @State var scope = Scope.all
      var body: some View {
        Text("Body")
          .searchable(text: $query)
          .searchScopes($scope, activation: .onTextEntry) {
            Text("All").tag(Scope.all)
            Text("CJK").tag(Scope.cjk)
          }
      }
    }
    let host = ViewHost(OnText(), width: 40, height: 8)
    try host.searchField().focus()
    host.update()
    #expect(throws: ViewHostError.self) { try host.searchScopes() }
    try host.searchField().type("字")
    host.update()
    #expect(try host.searchScopes().kind == .picker)
  }

  @Test func searchCompletionOutsideSuggestionsIsTheViewAlone() throws {
    let host = ViewHost(Text("Plain").searchCompletion("x"), width: 20, height: 3)
    #expect(host.contains(text: "Plain"))
    #expect(host.elements.allSatisfy { $0.kind != .button })
  }
}
