import TrellisUI

/// The code of the article "Editing multi-line text".
enum EditingMultilineText {
  struct Compose: View {
    @State private var subject = ""
    @State private var message = ""

    var body: some View {
      VStack(alignment: .leading) {
        TextField("Subject", text: $subject, axis: .vertical)
          .lineLimit(1...3)
          .onSubmit { send() }
        TextEditor(text: $message)
          .font(.body)
      }
    }

    func send() {}
  }
}
