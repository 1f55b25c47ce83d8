// Previews of the seed's label editor, in a file of their own so the seed stays verbatim.
import TrellisUI

#Preview("Two labels") {
  LabelListView()
}

#Preview("One row", traits: .fixedLayout(width: 640, height: 48)) {
  LabelRow(item: LabelItem(title: "Émeraude", isEnabled: false))
}

struct LabelRow_Previews: PreviewProvider {
  static var previews: some View {
    LabelRow(item: LabelItem(title: "ラベル"))
      .previewDisplayName("A row in Japanese")
  }
}
