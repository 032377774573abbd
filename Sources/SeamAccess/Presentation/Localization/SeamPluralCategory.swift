/// A CLDR plural category: which grammatical form a count takes in a language.
///
/// English needs only ``one`` and ``other``; Arabic uses all six; Japanese only ``other``.
/// See ``SeamLanguage/pluralCategory(for:)``.
package enum SeamPluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}
