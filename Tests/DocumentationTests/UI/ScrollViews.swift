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
}
