/// Running times as people say them: `139` minutes reads "2h 19m".
public enum RuntimeText {
    public static func format(minutes: Int) -> String {
        guard minutes > 0 else { return "" }
        switch (minutes / 60, minutes % 60) {
        case (0, let rest): return "\(rest)m"
        case (let hours, 0): return "\(hours)h"
        case (let hours, let rest): return "\(hours)h \(rest)m"
        }
    }
}
