// The restocker's older address, /#/field, goes on to the field view's own page (field.html)
// before the console's code has loaded: only this small file stands between (the console's
// /field route does the same, should its code have run first).
if (/^#\/field\/*(?:\?|$)/i.test(location.hash)) location.replace('field.html');
