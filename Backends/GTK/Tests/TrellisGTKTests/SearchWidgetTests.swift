import CGtk
import CTrellisGTKShim
import Foundation
import Observation
import Testing
@_spi(TrellisHost) import TrellisUI

@testable import TrellisGTK

/// A searchable list of names in several scripts, with scopes, as an app writes it.
@Observable @MainActor private final class Finder {
  enum Scope: Hashable { case all, cjk }
  var query = ""
  var scope = Scope.all
  var submitted = ""
}

private struct FinderView: View {
  @Bindable var finder: Finder

  var body: some View {
    NavigationStack {
      VStack(alignment: .leading) {
        SearchState()
        Text("Query \(finder.query)")
        Text("Submitted \(finder.submitted)")
      }
      .navigationTitle("Finder")
      .searchable(text: $finder.query, prompt: "Find 漢字")
      .searchSuggestions {
        Text("Try क्षमा").searchCompletion("क्षमा")
        Text("Try 👩🏽‍💻").searchCompletion("👩🏽‍💻")
      }
      .searchScopes($finder.scope) {
        Text("All").tag(Finder.Scope.all)
        Text("CJK").tag(Finder.Scope.cjk)
      }
      .onSubmit(of: .search) { finder.submitted = finder.query }
    }
  }
}

private struct SearchState: View {
  @Environment(\.isSearching) private var isSearching
  var body: some View { Text(isSearching ? "Searching" : "Idle") }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct SearchWidgetTests {
  private func isA(_ widget: GtkWidgetPointer, _ type: GType) -> Bool {
    let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
    return g_type_check_instance_is_a(instance, type) != 0
  }

  private func labels(_ host: GtkHost) -> [String] { host.widgets(.label).map(labelText) }

  @Test func theFieldIsASearchEntryReadAsASearchBoxNamedByItsPrompt() throws {
    let host = GtkTestSupport.host(FinderView(finder: Finder()))
    defer { host.close() }
    #expect(host.widgets(.entry).isEmpty)
    let entry = try #require(host.widgets(.searchEntry).first)
    #expect(isA(entry.widget, gtk_search_entry_get_type()))
    #expect(
      gtk_accessible_get_accessible_role(OpaquePointer(entry.widget))
        == GTK_ACCESSIBLE_ROLE_SEARCH_BOX)
    #expect(
      trellis_test_accessible_text_is(entry.control, GTK_ACCESSIBLE_PROPERTY_LABEL, "Find 漢字") != 0)
    #expect(labels(host).contains("Idle"))
    // The scopes show only while searching.
    #expect(host.widgets(.segmented).isEmpty)
  }

  @Test func typingInEveryScriptSearchesAndActivateSubmits() throws {
    let finder = Finder()
    let host = GtkTestSupport.host(FinderView(finder: finder))
    defer { host.close() }
    let entry = try #require(host.widgets(.searchEntry).first)
    let typed = "क्षत्रिय 漢字 👩🏽‍💻"
    gtk_editable_set_text(gtkOpaque(entry.control), typed)
    GtkTestSupport.settle(host)
    #expect(finder.query == typed)
    #expect(labels(host).contains("Searching"))
    #expect(labels(host).contains("Query \(typed)"))
    trellis_emit(entry.control, "activate")
    GtkTestSupport.settle(host)
    #expect(finder.submitted == typed)
  }

  @Test func stopSearchClearsAndEnds() throws {
    let finder = Finder()
    finder.query = "漢字"
    let host = GtkTestSupport.host(FinderView(finder: finder))
    defer { host.close() }
    let entry = try #require(host.widgets(.searchEntry).first)
    #expect(String(cString: gtk_editable_get_text(gtkOpaque(entry.control))) == "漢字")
    // Escape in a GtkSearchEntry emits "stop-search".
    trellis_emit(entry.control, "stop-search")
    GtkTestSupport.settle(host)
    #expect(finder.query == "")
    #expect(String(cString: gtk_editable_get_text(gtkOpaque(entry.control))) == "")
    #expect(labels(host).contains("Idle"))
  }

  @Test func ctrlFFocusesTheEntryAndScopesAreLinkedToggleButtons() throws {
    let finder = Finder()
    let host = GtkTestSupport.host(FinderView(finder: finder))
    defer { host.close() }
    press(host, GDK_KEY_f, GDK_CONTROL_MASK)
    #expect(host.core.focused?.isSearchField == true)
    let entry = try #require(host.widgets(.searchEntry).first)
    #expect(host.main.hasFocus(entry))
    #expect(labels(host).contains("Searching"))
    let scopes = try #require(host.widgets(.segmented).first)
    #expect(gtk_widget_has_css_class(scopes.control, "linked") != 0)
    let buttons = scopes.pickerButtons
    #expect(buttons.map { String(cString: gtk_button_get_label(gtkCast($0))) } == ["All", "CJK"])
    trellis_emit(buttons[1], "clicked")
    GtkTestSupport.settle(host)
    #expect(finder.scope == .cjk)
  }

  @Test func suggestionsAreButtonsInAPopoverUnderTheEntry() throws {
    let finder = Finder()
    let host = GtkTestSupport.host(FinderView(finder: finder))
    defer { host.close() }
    let entry = try #require(host.widgets(.searchEntry).first)
    #expect(entry.suggestionsPopover.map { gtk_widget_get_visible($0) != 0 } != true)
    press(host, GDK_KEY_f, GDK_CONTROL_MASK)
    GtkTestSupport.settle(host)
    let popover = try #require(entry.suggestionsPopover)
    #expect(isA(popover, gtk_popover_get_type()))
    #expect(gtk_widget_get_visible(popover) != 0)
    #expect(gtk_widget_get_parent(popover) == entry.widget)
    let titles = entry.suggestionButtons.map { String(cString: gtk_button_get_label(gtkCast($0))) }
    #expect(titles == ["Try क्षमा", "Try 👩🏽‍💻"])
    // Not also drawn as buttons in the content.
    #expect(!host.widgets(.button).contains { labelText($0).hasPrefix("Try ") })
    trellis_emit(entry.suggestionButtons[1], "clicked")
    GtkTestSupport.settle(host)
    #expect(finder.query == "👩🏽‍💻")
    #expect(String(cString: gtk_editable_get_text(gtkOpaque(entry.control))) == "👩🏽‍💻")
    // The search ends: the popover goes.
    trellis_emit(entry.control, "stop-search")
    GtkTestSupport.settle(host)
    #expect(gtk_widget_get_visible(popover) == 0)
  }
}

/// A refresh held at a gate the test opens.
@MainActor private final class Feed {
  var loaded = 0
  var runs = 0
  var gate: CheckedContinuation<Void, Never>?
}

private struct FeedView: View {
  let feed: Feed
  @State private var shown = 0

  var body: some View {
    List {
      Text("Loaded \(shown)")
      Text("नमस्ते 你好")
    }
    .refreshable {
      await MainActor.run { feed.runs += 1 }
      await withCheckedContinuation { continuation in
        Task { @MainActor in feed.gate = continuation }
      }
      await MainActor.run {
        feed.loaded += 1
        shown = feed.loaded
      }
    }
  }
}

@MainActor
@Suite(.serialized, .enabled(if: GtkTestSupport.hasDisplay, "needs a display: xvfb-run"))
struct RefreshWidgetTests {
  @Test func f5ShowsASpinnerWhileTheRefreshRunsAndCtrlRIsIgnoredMeanwhile() async throws {
    let feed = Feed()
    let host = GtkTestSupport.host(FeedView(feed: feed))
    defer { host.close() }
    #expect(host.widgets(.spinner).isEmpty)
    press(host, GDK_KEY_F5)
    while feed.gate == nil { await Task.yield() }
    GtkTestSupport.settle(host)
    #expect(host.widgets(.spinner).count == 1)
    press(host, GDK_KEY_r, GDK_CONTROL_MASK)
    for _ in 0..<20 { await Task.yield() }
    #expect(feed.runs == 1)
    feed.gate?.resume()
    for _ in 0..<200 where !host.widgets(.spinner).isEmpty {
      await Task.yield()
      GtkTestSupport.settle(host)
    }
    #expect(host.widgets(.spinner).isEmpty)
    #expect(feed.loaded == 1)
  }
}
