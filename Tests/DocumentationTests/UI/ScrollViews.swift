import TrellisUI

/// The code of the article "Scroll views".
enum ScrollViews {
  // MARK: Locking a scroll view

  struct TranscriptView: View {
    let lines: [String]
    @State private var isLocked = true

    var body: some View {
      ScrollViewReader { proxy in
        VStack(alignment: .leading) {
          Toggle("Lock", isOn: $isLocked)
          Button("Latest") { proxy.scrollTo(lines.count - 1, anchor: .bottom) }
          ScrollView {
            VStack(alignment: .leading) {
              ForEach(lines.indices, id: \.self) { Text(lines[$0]).id($0) }
            }
          }
          .scrollDisabled(isLocked)
        }
      }
    }
  }

  // MARK: A background of your own

  struct ShoppingView: View {
    @State private var note = "Pas de sucre"

    var body: some View {
      VStack {
        List(["Lait", "Pain", "Reis · 米"], id: \.self) { Text($0) }
        TextEditor(text: $note)
      }
      .scrollContentBackground(.hidden)
      .background(Color.yellow)
    }
  }

  // MARK: Margins that scroll

  struct FeedView: View {
    let posts: [String]

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(posts, id: \.self) { Text($0) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
      }
      .contentMargins(.vertical, 32, for: .scrollContent)
    }
  }

  // MARK: Starting at the end

  struct ChatView: View {
    let messages: [String]

    var body: some View {
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(messages.indices, id: \.self) { Text(messages[$0]) }
        }
      }
      .defaultScrollAnchor(.bottom)
    }
  }

  // MARK: Following what is on screen

  struct Chapter: Identifiable {
    let id: Int
    let title: String
  }

  struct BookView: View {
    let chapters: [Chapter]
    @State private var chapterShown: Chapter.ID?

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("Reading: \(chapterShown.map(String.init) ?? "–")")
        Button("Chapter 30") { chapterShown = 30 }
        ScrollView {
          LazyVStack(alignment: .leading, spacing: 0) {
            ForEach(chapters) { Text($0.title) }
          }
          .scrollTargetLayout()
        }
        .scrollPosition(id: $chapterShown, anchor: .top)
      }
    }
  }

  struct ConversationView: View {
    let messages: [String]
    @State private var position = ScrollPosition(idType: Int.self)

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Button("Latest") { position.scrollTo(edge: .bottom) }
        ScrollView {
          LazyVStack(alignment: .leading, spacing: 0) {
            ForEach(messages.indices, id: \.self) { Text(messages[$0]) }
          }
          .scrollTargetLayout()
        }
        .scrollPosition($position)
      }
    }
  }

  // MARK: Resting on pages and views

  struct PagesView: View {
    let pages: [String]

    var body: some View {
      ScrollView {
        LazyVStack(alignment: .leading, spacing: 0) {
          ForEach(pages, id: \.self) { Text($0) }
        }
      }
      .scrollTargetBehavior(.paging)
    }
  }

  struct CardsView: View {
    let cards: [String]

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(cards, id: \.self) { card in
            VStack(alignment: .leading, spacing: 0) {
              Text(card).bold()
              Text("…")
              Divider()
            }
          }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.viewAligned)
    }
  }

  // MARK: Reacting to the geometry

  struct LongLog: View {
    @State private var isScrolled = false

    var body: some View {
      VStack {
        Text(isScrolled ? "Scrolled" : "At the top")
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<100, id: \.self) { Text("Line \($0)") }
          }
        }
        .onScrollGeometryChange(for: Bool.self) { geometry in
          geometry.contentOffset.y > 0
        } action: { _, scrolled in
          isScrolled = scrolled
        }
      }
    }
  }

  // MARK: Drawing past the edges

  struct SwatchesView: View {
    @State private var picked = "none"

    var body: some View {
      VStack(alignment: .leading) {
        Text("Picked: \(picked)")
        ScrollView(.horizontal, showsIndicators: false) {
          HStack(spacing: 0) {
            ForEach(["Rouge", "緑", "नीला"], id: \.self) { name in
              Button(name) { picked = name }.frame(width: 80, alignment: .leading)
            }
          }
        }
        .frame(width: 100)
        .scrollClipDisabled()
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}
