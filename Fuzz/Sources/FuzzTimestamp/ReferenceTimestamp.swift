import Foundation

/// An independent, deliberately plain reading of the documented timestamp format, using
/// plain character checks and Foundation's calendar for the arithmetic.
enum ReferenceTimestamp {
    struct Parsed {
        /// `nil` where Foundation's Gregorian calendar is not proleptic (before 1600).
        let date: Date?
    }

    static func parse(_ raw: String) -> Parsed? {
        let text = Array(raw.trimmingCharacters(in: .whitespacesAndNewlines).unicodeScalars)
        func digits(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= text.count else { return nil }
            var value = 0
            for index in range {
                guard ("0"..."9").contains(text[index]) else { return nil }
                value = value * 10 + Int(text[index].value - 48)
            }
            return value
        }
        func char(_ index: Int, in set: String) -> Bool {
            index < text.count && set.unicodeScalars.contains(text[index])
        }
        guard let year = digits(0..<4), char(4, in: "-"), let month = digits(5..<7), char(7, in: "-"),
              let day = digits(8..<10), char(10, in: "Tt "), let hour = digits(11..<13), char(13, in: ":"),
              let minute = digits(14..<16), char(16, in: ":"), let second = digits(17..<19) else { return nil }
        var index = 19
        var fraction = 0.0
        if char(index, in: ".") {
            index += 1
            var fractionText = "0."
            while index < text.count, digits(index..<index + 1) != nil {
                fractionText.unicodeScalars.append(text[index])
                index += 1
            }
            guard fractionText.count > 2, let value = Double(fractionText) else { return nil }
            fraction = value
        }
        var offset = 0
        if char(index, in: "Zz"), index + 1 == text.count {
            offset = 0
        } else if char(index, in: "+-") {
            let sign = text[index] == "-" ? -1 : 1
            let rest = text.count - index - 1
            let hasColon = rest == 5 && char(index + 3, in: ":")
            guard rest == 4 || hasColon, let offsetHour = digits(index + 1..<index + 3),
                  let offsetMinute = digits((hasColon ? index + 4 : index + 3)..<text.count),
                  offsetHour <= 23, offsetMinute <= 59 else { return nil }
            offset = sign * (offsetHour * 3_600 + offsetMinute * 60)
        } else {
            return nil
        }
        guard (1...12).contains(month), hour <= 23, minute <= 59, second <= 60 else { return nil }
        guard (1...gregorianDays(month, year)).contains(day) else { return nil }
        guard year >= 1600, let midnight = calendar.date(from: DateComponents(year: year, month: month, day: day)) else {
            return Parsed(date: nil)
        }
        // The calendar's own month length must agree with the table above where it is Gregorian.
        guard let days = calendar.range(of: .day, in: .month, for: midnight), days.count == gregorianDays(month, year) else {
            return nil
        }
        let seconds = Double(hour * 3_600 + minute * 60 + second - offset) + fraction
        return Parsed(date: midnight.addingTimeInterval(seconds))
    }

    /// Foundation's Gregorian calendar in UTC (made once: calendars are costly to create).
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    /// Proleptic Gregorian month lengths.
    private static func gregorianDays(_ month: Int, _ year: Int) -> Int {
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }
}
