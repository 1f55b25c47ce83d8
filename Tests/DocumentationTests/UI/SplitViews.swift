import TrellisUI

/// The code of the article "Split views".
enum SplitViews {
  // MARK: Two columns

  struct Book: Hashable {
    let title: String
    let author: String
  }

  struct LibraryView: View {
    let books = [
      Book(title: "Dune", author: "Herbert"),
      Book(title: "गोदान", author: "प्रेमचंद"),
      Book(title: "源氏物語", author: "紫式部"),
    ]
    @State private var chosen: Book?
    @State private var column = NavigationSplitViewColumn.sidebar

    var body: some View {
      NavigationSplitView(preferredCompactColumn: $column) {
        VStack {
          ForEach(books, id: \.self) { book in
            Button(book.title) {
              chosen = book
              column = .detail
            }
          }
        }
        .navigationTitle("Library")
      } detail: {
        if let chosen {
          Text("by \(chosen.author)")
            .navigationTitle(chosen.title)
        } else {
          Text("Choose a book")
        }
      }
    }
  }

  // MARK: Three columns and their visibility

  struct MailView: View {
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
      NavigationSplitView(columnVisibility: $visibility) {
        Text("Inbox")
          .navigationTitle("Mailboxes")
          .navigationSplitViewColumnWidth(160)
      } content: {
        Text("A letter from Ada")
          .navigationTitle("Inbox")
          .navigationSplitViewColumnWidth(min: 120, ideal: 200, max: 320)
      } detail: {
        VStack {
          Text("Dear Grace, …")
          Button("Focus") { visibility = .detailOnly }
          Button("Show all") { visibility = .all }
        }
        .navigationTitle("Message")
      }
    }
  }

  // MARK: A stack in the detail

  struct RecipesView: View {
    var body: some View {
      NavigationSplitView {
        Text("Soups").navigationTitle("Recipes")
      } detail: {
        NavigationStack {
          NavigationLink("Step 1", value: 1)
            .navigationTitle("Borscht")
            .navigationDestination(for: Int.self) { step in
              Text("Step \(step): chop the beets")
            }
        }
      }
      .navigationSplitViewStyle(.balanced)
    }
  }

  // MARK: Inspectors

  struct SketchView: View {
    @State private var showsInspector = true
    @State private var lineWidth = 2.0

    var body: some View {
      VStack {
        Text("Sketch, lines \(Int(lineWidth)) points wide")
        Button("Inspector") { showsInspector.toggle() }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .inspector(isPresented: $showsInspector) {
        Stepper("Width \(Int(lineWidth))", value: $lineWidth, in: 1...8)
          .inspectorColumnWidth(min: 160, ideal: 200, max: 320)
      }
    }
  }
}
