/* Smoke-test only, never shipped: Wine has no icuuc.dll (Windows 10 1903+ has it in
 * System32), and Qt6Core.dll imports ICU's converters from it. These stand-ins say that
 * no legacy converter exists (ucnv_open fails, none are available), which Qt handles:
 * QStringDecoder for such an encoding is invalid. UTF-8/16/32 and Latin-1 never use ICU.
 * Built by scripts/build-windows.sh with MinGW into the Wine prefix's System32. */
#include <stddef.h>
#include <stdint.h>

typedef int32_t UErrorCode;
#define U_UNSUPPORTED_ERROR 16
#define STUB __declspec(dllexport)

static void fail(UErrorCode *status) {
    if (status && *status <= 0) *status = U_UNSUPPORTED_ERROR;
}

STUB void *ucnv_open(const char *name, UErrorCode *status) { (void)name; fail(status); return NULL; }
STUB void ucnv_close(void *cnv) { (void)cnv; }
STUB void ucnv_reset(void *cnv) { (void)cnv; }
STUB int8_t ucnv_getMaxCharSize(const void *cnv) { (void)cnv; return 1; }
STUB const char *ucnv_getName(const void *cnv, UErrorCode *status) { (void)cnv; fail(status); return NULL; }
STUB void ucnv_getToUCallBack(const void *c, void **a, const void **b) { (void)c; if (a) *a = NULL; if (b) *b = NULL; }
STUB void ucnv_getFromUCallBack(const void *c, void **a, const void **b) { (void)c; if (a) *a = NULL; if (b) *b = NULL; }
STUB void ucnv_setToUCallBack(void *c, void *n, const void *nc, void **o, const void **oc, UErrorCode *s) { (void)c; (void)n; (void)nc; (void)o; (void)oc; fail(s); }
STUB void ucnv_setFromUCallBack(void *c, void *n, const void *nc, void **o, const void **oc, UErrorCode *s) { (void)c; (void)n; (void)nc; (void)o; (void)oc; fail(s); }
STUB void ucnv_cbToUWriteUChars(void *a, const void *s, int32_t l, int32_t o, UErrorCode *e) { (void)a; (void)s; (void)l; (void)o; fail(e); }
STUB void ucnv_cbFromUWriteUChars(void *a, const void **s, const void *l, int32_t o, UErrorCode *e) { (void)a; (void)s; (void)l; (void)o; fail(e); }
STUB void ucnv_toUnicode(void *c, void **t, const void *tl, const char **s, const char *sl, int32_t *o, int8_t f, UErrorCode *e) { (void)c; (void)t; (void)tl; (void)s; (void)sl; (void)o; (void)f; fail(e); }
STUB void ucnv_fromUnicode(void *c, char **t, const char *tl, const void **s, const void *sl, int32_t *o, int8_t f, UErrorCode *e) { (void)c; (void)t; (void)tl; (void)s; (void)sl; (void)o; (void)f; fail(e); }
STUB int32_t ucnv_toUCountPending(const void *c, UErrorCode *e) { (void)c; fail(e); return 0; }
STUB int32_t ucnv_fromUCountPending(const void *c, UErrorCode *e) { (void)c; fail(e); return 0; }
STUB const char *ucnv_getStandardName(const char *n, const char *s, UErrorCode *e) { (void)n; (void)s; fail(e); return NULL; }
STUB const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
STUB int32_t ucnv_countAvailable(void) { return 0; }
/* Callbacks Qt passes by address; never called since no converter opens. */
STUB void UCNV_FROM_U_CALLBACK_SUBSTITUTE(void) {}
STUB void UCNV_TO_U_CALLBACK_SUBSTITUTE(void) {}
