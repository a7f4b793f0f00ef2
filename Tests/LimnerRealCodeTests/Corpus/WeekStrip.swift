import Foundation
import Limner

struct WeekStrip: View {
    @Environment(\.calendar) private var calendar

    var body: some View {
        HStack(spacing: 6) {
            ForEach(calendar.veryShortWeekdaySymbols.indices, id: \.self) { index in
                Text(calendar.veryShortWeekdaySymbols[index])
                    .font(.caption.bold())
                    .frame(width: 28, height: 28)
                    .background(index == calendar.firstWeekday - 1 ? Color.blue : Color(.systemGray6), in: Circle())
                    .foregroundStyle(index == calendar.firstWeekday - 1 ? Color.white : Color.primary)
            }
        }
        .padding(8)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    WeekStrip()
}
