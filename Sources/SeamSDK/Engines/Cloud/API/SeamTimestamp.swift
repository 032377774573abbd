import Foundation

/// Parses the API's ISO 8601 timestamps leniently: 0 to 6 (or more) fractional digits, `Z`
/// or a `±hh:mm` / `±hhmm` offset (hours 00–23, minutes 00–59). Returns `nil` for anything
/// else rather than failing.
enum SeamTimestamp {
    static func parse(_ text: String) -> Date? {
        let scalars = Array(SeamCredentialMapper.trimmed(text).utf8)
        // yyyy-MM-ddTHH:mm:ss is 19 characters.
        guard scalars.count >= 20 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = Int(scalars[index]) - 48
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), scalars[4] == 45, let month = number(5..<7), scalars[7] == 45,
              let day = number(8..<10), scalars[10] == 84 || scalars[10] == 116 || scalars[10] == 32,
              let hour = number(11..<13), scalars[13] == 58, let minute = number(14..<16), scalars[16] == 58,
              let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < scalars.count, scalars[index] == 46 {
            index += 1
            var scale = 0.1
            let start = index
            while index < scalars.count, (48...57).contains(scalars[index]) {
                fraction += Double(scalars[index] - 48) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        guard index < scalars.count else { return nil }
        var offsetSeconds = 0
        switch scalars[index] {
        case 90, 122:  // Z z
            guard index + 1 == scalars.count else { return nil }
        case 43, 45:  // + -
            // ±hh:mm or ±hhmm, hours 00–23 and minutes 00–59 (RFC 3339); nothing may follow.
            let sign = scalars[index] == 45 ? -1 : 1
            let hasColon = scalars.count - index == 6 && scalars[index + 3] == 58
            guard scalars.count - index == 5 || hasColon,
                  let offsetHour = number((index + 1)..<(index + 3)), offsetHour < 24,
                  let offsetMinute = number(hasColon ? (index + 4)..<(index + 6) : (index + 3)..<(index + 5)),
                  offsetMinute < 60 else { return nil }
            offsetSeconds = sign * (offsetHour * 3_600 + offsetMinute * 60)
        default:
            return nil
        }
        guard day <= daysInMonth(month, year: year) else { return nil }
        let seconds = daysSinceEpoch(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds - offsetSeconds) + fraction)
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's `days_from_civil`);
    /// pure arithmetic, far cheaper than a `Calendar` per timestamp.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
