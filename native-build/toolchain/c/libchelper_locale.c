/*
 * Default locale for the Java user.language/script/country/variant properties (display from
 * LC_MESSAGES, format from LC_CTYPE), declared in com.oracle.svm.core.c.locale.LocaleCHelper.
 *
 * POSIX locale names look like language_COUNTRY.encoding@modifier. "C" and "POSIX" mean en_US.
 * Known modifiers become a script (@latin -> Latn) or variant (@nynorsk -> NY); the encoding is
 * ignored here. Unlike the JDK, bare language names are not expanded to a default country
 * (the JDK's alias table maps e.g. "de" to de_DE); such locales get no country.
 */
#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "svm_locale.h"

static svm_locale_props_t props;

static const char *const script_names[][2] = {
    {"latin", "Latn"}, {"cyrillic", "Cyrl"}, {"devanagari", "Deva"}, {"iqtelif", "Latn"},
};
static const char *const variant_names[][2] = {{"nynorsk", "NY"}};

static const char *lookup(const char *const table[][2], size_t n, const char *key) {
    for (size_t i = 0; key != NULL && i < n; i++) {
        if (strcmp(table[i][0], key) == 0) {
            return table[i][1];
        }
    }
    return NULL;
}

/* Copies s (or NULL) into *out; returns 0 only if a copy was needed and malloc failed. */
static int dup_into(char **out, const char *s) {
    *out = s != NULL && *s != '\0' ? strdup(s) : NULL;
    return s == NULL || *s == '\0' || *out != NULL;
}

static int parse(int category, char **language, char **script, char **country, char **variant) {
    const char *lc = setlocale(category, NULL);
    if (lc == NULL || strcmp(lc, "C") == 0 || strcmp(lc, "POSIX") == 0) {
        lc = "en_US";
    }
    char *copy = strdup(lc);
    if (copy == NULL) {
        return 0;
    }
    char *modifier = strchr(copy, '@');
    if (modifier != NULL) {
        *modifier++ = '\0';
    }
    char *dot = strchr(copy, '.');
    if (dot != NULL) {
        *dot = '\0';
    }
    char *ctry = strchr(copy, '_');
    if (ctry != NULL) {
        *ctry++ = '\0';
    }
    /* "C.UTF-8" and friends name the C locale too. */
    const char *lang = strcmp(copy, "C") == 0 || strcmp(copy, "POSIX") == 0 ? "en" : copy;
    size_t ns = sizeof(script_names) / sizeof(script_names[0]), nv = sizeof(variant_names) / sizeof(variant_names[0]);
    int ok = dup_into(language, lang) && dup_into(country, ctry) &&
                    dup_into(script, lookup(script_names, ns, modifier)) &&
                    dup_into(variant, lookup(variant_names, nv, modifier));
    free(copy);
    return ok;
}

int svm_initialize_locale(void) {
    setlocale(LC_ALL, ""); /* adopt the environment's locale, as the java launcher does */
    int ok = parse(LC_MESSAGES, &props.display_language, &props.display_script, &props.display_country, &props.display_variant) &&
                    parse(LC_CTYPE, &props.format_language, &props.format_script, &props.format_country, &props.format_variant);
    return ok ? SVM_LOCALE_INITIALIZATION_SUCCEEDED : SVM_LOCALE_INITIALIZATION_OUT_OF_MEMORY;
}

svm_locale_props_t *svm_get_locale(void) {
    return &props;
}
